//! The rules engine: test vectors, refusals, the flow of turns and random playouts.

mod awards;
mod companion;
mod flow;
mod properties;
mod refusals;
mod seats;
mod seats_vectors;
mod tasks;
mod vectors;

//! The host's socket: accepted connections are counted per address, and those over the limit
//! are closed at once, before any byte is read. A device that opens sockets and never finishes
//! a request (HTTP has no deadline here) ties up its own address's share, not the host.

use super::limits::{Admission, Limits};
use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// A listener that admits a limited number of sockets per address.
pub struct CappedListener {
    inner: TcpListener,
    limits: Limits,
}

impl CappedListener {
    /// Wraps `inner`.
    pub fn new(inner: TcpListener) -> Self {
        CappedListener {
            inner,
            limits: Limits::for_sockets(),
        }
    }
}

/// An admitted socket, counted until it closes.
pub struct CountedStream {
    stream: TcpStream,
    _admission: Admission,
}

/// Who is at the other end of a request (the handlers' connect info).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, CappedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, CappedListener>) -> Self {
        Peer(*stream.remote_addr())
    }
}

impl Listener for CappedListener {
    type Io = CountedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (CountedStream, SocketAddr) {
        loop {
            match self.inner.accept().await {
                Ok((stream, address)) => {
                    if let Some(admission) = self.limits.admit(address.ip()) {
                        let _ = stream.set_nodelay(true);
                        return (
                            CountedStream {
                                stream,
                                _admission: admission,
                            },
                            address,
                        );
                    }
                    // Over the limit: closed unread.
                }
                Err(error) => {
                    // Out of file descriptors, or a connection that failed while queued: wait a
                    // moment rather than spin.
                    log::debug!("the phone host could not accept a connection: {error}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

impl AsyncRead for CountedStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for CountedStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

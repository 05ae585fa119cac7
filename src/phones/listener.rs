//! The host's socket: every accepted socket takes a place among the guests ([`guests`]), which
//! closes the oldest idle guest when there is no room; a socket the host has closed fails its
//! reads and writes from then on. A socket the host has not answered within a deadline (its
//! request never finished) is closed, so a device that opens sockets and never finishes a
//! request ties up a place only for that long.
//!
//! [`guests`]: super::guests

use super::guests::{Place, Socket, Sockets};
use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// The system's send buffer of each socket: room for several state messages of a few
/// kilobytes (left to itself, it grows to megabytes for a device that never reads).
const SEND_BUFFER_BYTES: usize = 64 * 1024;

/// Listens on `bind` without blocking (tokio takes the socket over): the socket and the
/// address it got, with its real port.
pub fn listen(
    bind: SocketAddr,
) -> Result<(std::net::TcpListener, SocketAddr), super::options::HostError> {
    let listen_error = |error| super::options::HostError::Listen {
        address: bind,
        error,
    };
    let listener = std::net::TcpListener::bind(bind).map_err(listen_error)?;
    listener.set_nonblocking(true).map_err(listen_error)?;
    let address = listener.local_addr().map_err(listen_error)?;
    Ok((listener, address))
}

/// A listener that keeps its guests within their budget.
pub struct CappedListener {
    inner: TcpListener,
    sockets: Sockets,
    /// How long a socket may wait for the host's first answer.
    first_answer: Duration,
}

impl CappedListener {
    /// Wraps `inner`, placing its sockets in `sockets`; a socket whose request has not been
    /// answered within `first_answer` is closed.
    pub fn new(inner: TcpListener, sockets: Sockets, first_answer: Duration) -> Self {
        CappedListener {
            inner,
            sockets,
            first_answer,
        }
    }
}

/// An accepted socket, in its place until it closes.
pub struct CountedStream {
    stream: TcpStream,
    place: Place,
    /// Until the host writes its first byte: when the socket is given up.
    deadline: Option<Pin<Box<tokio::time::Sleep>>>,
}

/// Who is at the other end of a request, and its socket (the handlers' connect info).
#[derive(Clone, Debug)]
pub struct Peer {
    /// The device's address.
    pub address: SocketAddr,
    /// The socket the request came on.
    pub socket: Arc<Socket>,
}

impl Connected<IncomingStream<'_, CappedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, CappedListener>) -> Self {
        Peer {
            address: *stream.remote_addr(),
            socket: stream.io().place.socket().clone(),
        }
    }
}

impl Listener for CappedListener {
    type Io = CountedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (CountedStream, SocketAddr) {
        loop {
            match self.inner.accept().await {
                Ok((stream, address)) => {
                    let _ = stream.set_nodelay(true);
                    // What the host leaves unsent to a device waits in its own queue, which
                    // drops a device that does not read: the system's buffer need not grow.
                    let _ = socket2::SockRef::from(&stream).set_send_buffer_size(SEND_BUFFER_BYTES);
                    return (
                        CountedStream {
                            stream,
                            place: self.sockets.open(address.ip()),
                            deadline: Some(Box::pin(tokio::time::sleep(self.first_answer))),
                        },
                        address,
                    );
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
        let this = self.get_mut();
        if this.place.socket().closed(cx, false) {
            return Poll::Ready(Err(io::ErrorKind::ConnectionAborted.into()));
        }
        // Polled with the read, the timer wakes the connection when it runs out.
        if let Some(deadline) = &mut this.deadline
            && deadline.as_mut().poll(cx).is_ready()
        {
            return Poll::Ready(Err(io::ErrorKind::TimedOut.into()));
        }
        let before = buf.filled().len();
        let read = Pin::new(&mut this.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            this.place.heard();
        }
        read
    }
}

impl AsyncWrite for CountedStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.place.socket().closed(cx, true) {
            return Poll::Ready(Err(io::ErrorKind::ConnectionAborted.into()));
        }
        let written = Pin::new(&mut this.stream).poll_write(cx, buf);
        if matches!(written, Poll::Ready(Ok(n)) if n > 0) {
            // Answered: from here on the exchange (a page, a WebSocket) keeps its own time.
            this.deadline = None;
        }
        written
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
        let this = self.get_mut();
        if this.place.socket().closed(cx, true) {
            return Poll::Ready(Err(io::ErrorKind::ConnectionAborted.into()));
        }
        let written = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        if matches!(written, Poll::Ready(Ok(n)) if n > 0) {
            this.deadline = None;
        }
        written
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

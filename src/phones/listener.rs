//! The host's socket: accepted connections are counted per address, and those over the limit
//! are closed at once, before any byte is read. A socket the host has not answered within a
//! deadline (its request never finished) is closed, so a device that opens sockets and never
//! finishes a request ties up its own address's share, and only for that long.

use super::limits::{Admission, Limits};
use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::future::Future;
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
    /// How long a socket may wait for the host's first answer.
    first_answer: Duration,
}

impl CappedListener {
    /// Wraps `inner`; a socket whose request has not been answered within `first_answer` is
    /// closed.
    pub fn new(inner: TcpListener, first_answer: Duration) -> Self {
        CappedListener {
            inner,
            limits: Limits::for_sockets(),
            first_answer,
        }
    }
}

/// An admitted socket, counted until it closes.
pub struct CountedStream {
    stream: TcpStream,
    _admission: Admission,
    /// Until the host writes its first byte: when the socket is given up.
    deadline: Option<Pin<Box<tokio::time::Sleep>>>,
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
                                deadline: Some(Box::pin(tokio::time::sleep(self.first_answer))),
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
        let this = self.get_mut();
        // Polled with the read, the timer wakes the connection when it runs out.
        if let Some(deadline) = &mut this.deadline
            && deadline.as_mut().poll(cx).is_ready()
        {
            return Poll::Ready(Err(io::ErrorKind::TimedOut.into()));
        }
        Pin::new(&mut this.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for CountedStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
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

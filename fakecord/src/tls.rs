//! "discord.com" over TLS through an HTTP CONNECT proxy on 127.0.0.1, so that serenity's
//! ratelimiter (which ignores `HttpBuilder::proxy` and always requests
//! `https://discord.com/api/v10/...`) can run against the fake unchanged.
//!
//! The fake generates a throw-away CA and a `discord.com` certificate at start. A reqwest
//! client from [`crate::FakeDiscord::discord_com_client`] trusts that CA and sends every
//! request through the fake's CONNECT proxy; the proxy only tunnels to `discord.com:443`
//! and terminates TLS itself, so nothing leaves the loopback interface.

use std::sync::Arc;

use axum::Router;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::rustls;
use tokio_rustls::TlsAcceptor;

/// A CA and the TLS acceptor for `discord.com`.
#[derive(Clone)]
pub(crate) struct Tls {
    pub ca_der: Vec<u8>,
    pub acceptor: TlsAcceptor,
}

impl std::fmt::Debug for Tls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tls").finish_non_exhaustive()
    }
}

impl Tls {
    pub(crate) fn generate() -> Result<Self, String> {
        use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair};
        let e = |e: rcgen::Error| e.to_string();
        let ca_key = KeyPair::generate().map_err(e)?;
        let mut ca_params = CertificateParams::new(Vec::<String>::new()).map_err(e)?;
        ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        ca_params
            .distinguished_name
            .push(DnType::CommonName, "fakecord test CA");
        let ca = ca_params.self_signed(&ca_key).map_err(e)?;
        let leaf_key = KeyPair::generate().map_err(e)?;
        let leaf_params = CertificateParams::new(vec!["discord.com".to_owned()]).map_err(e)?;
        let leaf = leaf_params.signed_by(&leaf_key, &ca, &ca_key).map_err(e)?;

        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let key = rustls::pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_no_client_auth()
            .with_single_cert(vec![leaf.der().clone(), ca.der().clone()], key)
            .map_err(|e| e.to_string())?;
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(Self {
            ca_der: ca.der().to_vec(),
            acceptor: TlsAcceptor::from(Arc::new(config)),
        })
    }
}

/// Accept CONNECT tunnels and serve `router` over TLS inside them.
pub(crate) async fn serve_proxy(listener: TcpListener, tls: Tls, router: Router) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        // As the plain listeners: no Nagle stall behind a delayed ACK.
        let _ = stream.set_nodelay(true);
        let tls = tls.clone();
        let router = router.clone();
        tokio::spawn(async move {
            if let Err(e) = tunnel(stream, tls, router).await {
                tracing::debug!("fakecord CONNECT proxy: {e}");
            }
        });
    }
}

async fn tunnel(mut stream: TcpStream, tls: Tls, router: Router) -> Result<(), String> {
    // Read the CONNECT request head.
    let mut head = Vec::with_capacity(512);
    let mut buf = [0u8; 512];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        if head.len() > 16 * 1024 {
            return Err("request head too long".into());
        }
        let n = stream.read(&mut buf).await.map_err(|e| e.to_string())?;
        if n == 0 {
            return Err("closed before the request head".into());
        }
        head.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&head);
    let first = text.lines().next().unwrap_or_default();
    let target = first.split_whitespace().nth(1).unwrap_or_default();
    if !first.starts_with("CONNECT ") || target != "discord.com:443" {
        let _ = stream
            .write_all(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n")
            .await;
        return Err(format!("refused {first:?} (only CONNECT discord.com:443)"));
    }
    stream
        .write_all(b"HTTP/1.1 200 Connection Established\r\n\r\n")
        .await
        .map_err(|e| e.to_string())?;
    let tls_stream = tls
        .acceptor
        .accept(stream)
        .await
        .map_err(|e| e.to_string())?;
    hyper::server::conn::http1::Builder::new()
        .serve_connection(TokioIo::new(tls_stream), TowerToHyperService::new(router))
        .await
        .map_err(|e| e.to_string())
}

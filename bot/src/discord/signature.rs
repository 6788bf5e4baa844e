//! Checks that an interaction POSTed to the HTTP endpoint comes from Discord: an Ed25519
//! signature (`X-Signature-Ed25519`, hex) over `X-Signature-Timestamp` followed by the raw
//! body, made with the key whose public half is the application's public key. Discord
//! requires a 401 for anything that fails; it also sends invalid signatures on purpose to
//! check that the endpoint refuses them.

use ring::signature::{UnparsedPublicKey, ED25519};

/// How far a request's timestamp may be from this machine's clock. A captured request
/// replayed later is refused once this has passed (and before that, its interaction id is
/// applied at most once by the store).
pub const MAX_SKEW_SECONDS: u64 = 300;

/// Why a request is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    MissingHeader,
    Malformed,
    BadSignature,
    Stale,
}

/// The application's public key (32 bytes, from the developer portal as 64 hex digits).
#[derive(Clone, PartialEq, Eq)]
pub struct PublicKey([u8; 32]);

impl std::fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PublicKey({})", hex(&self.0))
    }
}

impl PublicKey {
    /// Parses 64 hex digits (surrounding spaces ignored).
    pub fn from_hex(text: &str) -> Option<PublicKey> {
        let bytes = unhex(text.trim())?;
        Some(PublicKey(bytes.try_into().ok()?))
    }

    /// Accepts the request if the signature is Discord's and the timestamp is within
    /// [`MAX_SKEW_SECONDS`] of `now` (Unix seconds).
    pub fn verify(
        &self,
        signature_hex: Option<&str>,
        timestamp: Option<&str>,
        body: &[u8],
        now: u64,
    ) -> Result<(), Refusal> {
        self.verify_claim(&Claim::from_headers(signature_hex, timestamp, now)?, body)
    }

    /// Accepts the body if the claimed signature is Discord's over the claimed timestamp
    /// and this body.
    pub fn verify_claim(&self, claim: &Claim, body: &[u8]) -> Result<(), Refusal> {
        let mut message = Vec::with_capacity(claim.timestamp.len() + body.len());
        message.extend_from_slice(claim.timestamp.as_bytes());
        message.extend_from_slice(body);
        UnparsedPublicKey::new(&ED25519, &self.0)
            .verify(&message, &claim.signature)
            .map_err(|_| Refusal::BadSignature)
    }
}

/// A request's signature headers, present, well formed and with a timestamp inside the
/// window: all that can be checked before the body is read (the HTTP endpoint reads no
/// body without them). Anyone can forge a claim; only [`PublicKey::verify_claim`] proves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    signature: [u8; 64],
    timestamp: String,
}

impl Claim {
    /// Reads `X-Signature-Ed25519` (128 hex digits) and `X-Signature-Timestamp` (Unix
    /// seconds within [`MAX_SKEW_SECONDS`] of `now`).
    pub fn from_headers(
        signature_hex: Option<&str>,
        timestamp: Option<&str>,
        now: u64,
    ) -> Result<Claim, Refusal> {
        let (Some(signature_hex), Some(timestamp)) = (signature_hex, timestamp) else {
            return Err(Refusal::MissingHeader);
        };
        let signature = unhex(signature_hex)
            .and_then(|s| <[u8; 64]>::try_from(s).ok())
            .ok_or(Refusal::Malformed)?;
        // Digits only: `parse` would take a sign, and the signed message is the header's
        // text as sent.
        if timestamp.is_empty()
            || timestamp.len() > 20
            || !timestamp.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(Refusal::Malformed);
        }
        let sent: u64 = timestamp.parse().map_err(|_| Refusal::Malformed)?;
        // Checked before the signature (so before the body is read): a replay outside the
        // window is refused either way, only its reason changes.
        if sent.abs_diff(now) > MAX_SKEW_SECONDS {
            return Err(Refusal::Stale);
        }
        Ok(Claim {
            signature,
            timestamp: timestamp.to_owned(),
        })
    }
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let value = |d: u8| {
        char::from(d)
            .to_digit(16)
            .and_then(|v| u8::try_from(v).ok())
    };
    digits
        .chunks_exact(2)
        .map(|pair| Some(value(pair[0])? * 16 + value(pair[1])?))
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::signature::{Ed25519KeyPair, KeyPair};

    fn key_pair() -> Ed25519KeyPair {
        Ed25519KeyPair::from_seed_unchecked(&[7u8; 32]).expect("a 32-byte seed is a key")
    }

    fn signed(pair: &Ed25519KeyPair, timestamp: &str, body: &[u8]) -> String {
        let mut message = timestamp.as_bytes().to_vec();
        message.extend_from_slice(body);
        hex(pair.sign(&message).as_ref())
    }

    #[test]
    fn accepts_discords_signature_and_refuses_everything_else() {
        let pair = key_pair();
        let key = PublicKey::from_hex(&hex(pair.public_key().as_ref())).expect("hex key");
        let body = br#"{"type":1}"#;
        let now = 1_800_000_000;
        let ts = now.to_string();
        let good = signed(&pair, &ts, body);
        assert_eq!(key.verify(Some(&good), Some(&ts), body, now), Ok(()));
        // Upper-case hex is hex.
        let upper = good.to_uppercase();
        assert_eq!(key.verify(Some(&upper), Some(&ts), body, now), Ok(()));
        // Another body, another timestamp, another key, a flipped bit: refused.
        assert_eq!(
            key.verify(Some(&good), Some(&ts), br#"{"type":2}"#, now),
            Err(Refusal::BadSignature)
        );
        let later = (now + 1).to_string();
        assert_eq!(
            key.verify(Some(&good), Some(&later), body, now),
            Err(Refusal::BadSignature)
        );
        let other = Ed25519KeyPair::from_seed_unchecked(&[8u8; 32]).expect("key");
        let forged = signed(&other, &ts, body);
        assert_eq!(
            key.verify(Some(&forged), Some(&ts), body, now),
            Err(Refusal::BadSignature)
        );
        let mut flipped = good.clone().into_bytes();
        flipped[10] = if flipped[10] == b'0' { b'1' } else { b'0' };
        let flipped = String::from_utf8(flipped).expect("ascii");
        assert_eq!(
            key.verify(Some(&flipped), Some(&ts), body, now),
            Err(Refusal::BadSignature)
        );
        // Missing or malformed headers.
        assert_eq!(
            key.verify(None, Some(&ts), body, now),
            Err(Refusal::MissingHeader)
        );
        assert_eq!(
            key.verify(Some(&good), None, body, now),
            Err(Refusal::MissingHeader)
        );
        for bad in ["", "zz", "abc", &good[..126], "é"] {
            assert_eq!(
                key.verify(Some(bad), Some(&ts), body, now),
                Err(Refusal::Malformed),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn refuses_a_genuine_request_replayed_after_the_window() {
        let pair = key_pair();
        let key = PublicKey::from_hex(&hex(pair.public_key().as_ref())).expect("hex key");
        let body = br#"{"type":2}"#;
        let sent = 1_800_000_000u64;
        let sig = signed(&pair, &sent.to_string(), body);
        let ts = sent.to_string();
        assert_eq!(
            key.verify(Some(&sig), Some(&ts), body, sent + MAX_SKEW_SECONDS),
            Ok(())
        );
        assert_eq!(
            key.verify(Some(&sig), Some(&ts), body, sent + MAX_SKEW_SECONDS + 1),
            Err(Refusal::Stale)
        );
        assert_eq!(
            key.verify(Some(&sig), Some(&ts), body, sent - MAX_SKEW_SECONDS - 1),
            Err(Refusal::Stale)
        );
    }

    #[test]
    fn a_claim_is_checked_from_the_headers_alone() {
        let now = 1_800_000_000u64;
        let ts = now.to_string();
        let sig = "ab".repeat(64);
        assert!(Claim::from_headers(Some(&sig), Some(&ts), now).is_ok());
        assert_eq!(
            Claim::from_headers(None, Some(&ts), now),
            Err(Refusal::MissingHeader)
        );
        assert_eq!(
            Claim::from_headers(Some(&sig), None, now),
            Err(Refusal::MissingHeader)
        );
        for bad in [
            "",
            "+1800000000",
            "18e8",
            "-1",
            "1800000000 ",
            &"9".repeat(21),
        ] {
            assert_eq!(
                Claim::from_headers(Some(&sig), Some(bad), now),
                Err(Refusal::Malformed),
                "{bad:?}"
            );
        }
        assert_eq!(
            Claim::from_headers(Some(&sig[..126]), Some(&ts), now),
            Err(Refusal::Malformed)
        );
        let stale = (now - MAX_SKEW_SECONDS - 1).to_string();
        assert_eq!(
            Claim::from_headers(Some(&sig), Some(&stale), now),
            Err(Refusal::Stale)
        );
    }

    #[test]
    fn public_keys_are_64_hex_digits() {
        assert!(PublicKey::from_hex(&"ab".repeat(32)).is_some());
        assert!(PublicKey::from_hex(&format!(" {} ", "AB".repeat(32))).is_some());
        assert!(PublicKey::from_hex(&"ab".repeat(31)).is_none());
        assert!(PublicKey::from_hex(&"ab".repeat(33)).is_none());
        assert!(PublicKey::from_hex(&"xy".repeat(32)).is_none());
        assert!(PublicKey::from_hex("").is_none());
    }
}

//! serenity exactly as in production (ratelimiter on, no proxy setting): its reqwest client
//! reaches the fake as https://discord.com through the fake's CONNECT proxy.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{start_production_bot, CHANNEL, GUILD, WAIT};
use fakecord::{FakeDiscord, FaultKind};

fn post_statuses(fake: &FakeDiscord) -> Vec<u16> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.api_path().starts_with("/channels/"))
        .map(|r| r.status)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn production_http_reaches_the_fake_over_tls() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_production_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "board", &[])
        .unwrap();
    let follow = fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
    assert!(follow.attachments[0].is_png());
    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limit_is_retried_by_serenity_ratelimiter() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_production_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    fake.fail_next("POST", "/channels/*/messages", FaultKind::rate_limited(0.2));

    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "post", &[])
        .unwrap();
    let follow = fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
    assert!(follow.content.starts_with("posted "), "{}", follow.content);
    assert_eq!(
        post_statuses(&fake),
        [429, 200],
        "retried after Retry-After"
    );
    let reqs = fake.requests();
    let posts: Vec<_> = reqs
        .iter()
        .filter(|r| r.method == "POST" && r.api_path().starts_with("/channels/"))
        .collect();
    assert!(posts[1].at - posts[0].at >= std::time::Duration::from_millis(190));
    assert!(bot.data.errors().is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_error_is_not_retried_even_with_ratelimiter() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_production_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    fake.fail_next("POST", "/channels/*/messages", FaultKind::ServerError);
    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "post", &[])
        .unwrap();
    let follow = fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
    assert_eq!(follow.content, "post failed");
    assert_eq!(post_statuses(&fake), [500]);
    assert_eq!(bot.data.errors()[0].status, 500);
    bot.stop().await;
}

#[tokio::test]
async fn proxy_refuses_other_hosts() {
    let fake = FakeDiscord::start().await.unwrap();
    let client = reqwest::Client::builder()
        .proxy(reqwest::Proxy::all(fake.proxy_url()).unwrap())
        .build()
        .unwrap();
    let r = client.get("https://example.com/").send().await;
    assert!(r.is_err(), "CONNECT example.com:443 is refused");
}

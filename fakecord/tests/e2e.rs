//! A real serenity 0.12 + poise 0.7.1 client against the fake: commands, defer + PNG
//! follow-up, autocomplete, buttons and selects, DMs; every body checked against the spec.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{start_bot, CHANNEL, GUILD, WAIT};
use fakecord::FakeDiscord;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_registers_commands_and_identifies() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;

    let cmds = fake.commands(None);
    let names: Vec<&str> = cmds.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        ["ping", "board", "join", "buttons", "secret", "post"]
    );
    let join = cmds.iter().find(|c| c["name"] == "join").unwrap();
    assert_eq!(join["options"][0]["autocomplete"], json!(true));
    // The echoed command objects are valid responses.
    for c in &cmds {
        let errs = fakecord::OpenApi::bundled().validate_component(
            "ApplicationCommandResponse",
            c,
            fakecord::ValidateOptions::default(),
        );
        assert!(errs.is_empty(), "{c}: {errs:?}");
    }

    let stats = fake.wait_until_connected(WAIT).await.unwrap();
    assert_eq!(stats.identifies, 1);
    assert_eq!(stats.readies, 1);
    assert!(stats.intents.is_some());
    let identify = fake
        .gateway_frames()
        .into_iter()
        .find(|f| f.op == 2)
        .unwrap();
    assert_eq!(identify.d["token"], "<redacted>");

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_command_reply() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");

    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "ping", &[])
        .unwrap();
    let resp = fake.wait_for_interaction_response(&i, WAIT).await.unwrap();
    assert_eq!(resp.kind, 4);
    assert_eq!(resp.data["content"], "pong");
    let msgs = fake.messages_in(CHANNEL);
    assert_eq!(msgs.len(), 1);
    assert_eq!(msgs[0].content, "pong");
    assert_eq!(msgs[0].author_id, fake.bot_user_id());

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn defer_then_follow_up_with_png() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let bob = fake.user(1002, "bob");

    let i = fake
        .send_slash_command(&bob, Some(GUILD), CHANNEL, "board", &[])
        .unwrap();
    let resp = fake.wait_for_interaction_response(&i, WAIT).await.unwrap();
    assert_eq!(resp.kind, 5, "deferred");
    let follow = fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
    assert_eq!(follow.content, "the board");
    assert_eq!(follow.attachments.len(), 1);
    assert_eq!(follow.attachments[0].filename, "board.png");
    assert!(follow.attachments[0].is_png());

    // The recorded request is multipart with a PNG file part and a payload_json.
    let req = fake
        .wait_for_request(
            |r| r.method == "POST" && r.api_path().starts_with("/webhooks/"),
            WAIT,
        )
        .await
        .unwrap();
    assert!(req
        .content_type
        .as_deref()
        .unwrap()
        .starts_with("multipart/form-data"));
    assert_eq!(req.files.len(), 1);
    assert_eq!(req.files[0].name, "files[0]");
    assert!(req.files[0].is_png());
    let line: serde_json::Value = serde_json::from_str(
        fake.to_json_lines()
            .lines()
            .find(|l| l.contains("/webhooks/"))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(line["files"][0]["png"], true);
    assert_eq!(line["files"][0]["bytes"], common::PNG_1X1.len());
    assert_eq!(line["json"]["content"], "the board");

    // The fake's message JSON is a valid MessageResponse.
    let msg = fake.message_json(follow.id).unwrap();
    let errs = fakecord::OpenApi::bundled().validate_component(
        "MessageResponse",
        &msg,
        fakecord::ValidateOptions::default(),
    );
    assert!(errs.is_empty(), "{msg}: {errs:?}");
    assert_eq!(msg["attachments"][0]["width"], 1);

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_from_several_users() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    let bob = fake.user(1002, "bob");

    let a = fake
        .send_autocomplete(
            &alice,
            Some(GUILD),
            CHANNEL,
            "join",
            &[("faction", json!("s"))],
            "faction",
        )
        .unwrap();
    let b = fake
        .send_autocomplete(
            &bob,
            Some(GUILD),
            CHANNEL,
            "join",
            &[("faction", json!("w"))],
            "faction",
        )
        .unwrap();
    let ra = fake.wait_for_interaction_response(&a, WAIT).await.unwrap();
    let rb = fake.wait_for_interaction_response(&b, WAIT).await.unwrap();
    assert_eq!(ra.kind, 8);
    let names = |r: &fakecord::InteractionResponse| -> Vec<String> {
        r.choices()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&ra), ["students"]);
    assert_eq!(names(&rb), ["workers"]);

    // Then both run the command with typed options.
    let ja = fake
        .send_slash_command(
            &alice,
            Some(GUILD),
            CHANNEL,
            "join",
            &[("faction", json!("students")), ("seat", json!(2))],
        )
        .unwrap();
    let jb = fake
        .send_slash_command(
            &bob,
            Some(GUILD),
            CHANNEL,
            "join",
            &[("faction", json!("workers"))],
        )
        .unwrap();
    let ra = fake.wait_for_interaction_response(&ja, WAIT).await.unwrap();
    let rb = fake.wait_for_interaction_response(&jb, WAIT).await.unwrap();
    assert_eq!(
        ra.data["content"],
        "alice joined as students (seat Some(2))"
    );
    assert_eq!(rb.data["content"], "bob joined as workers (seat None)");

    // The fake refuses options the registered command does not have.
    assert!(fake
        .send_slash_command(
            &bob,
            Some(GUILD),
            CHANNEL,
            "join",
            &[("colour", json!("red"))]
        )
        .is_err());
    assert!(
        fake.send_slash_command(&bob, Some(GUILD), CHANNEL, "join", &[])
            .is_err(),
        "required option missing"
    );
    assert!(fake
        .send_slash_command(&bob, Some(GUILD), CHANNEL, "nope", &[])
        .is_err());

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_and_select_menus() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    let bob = fake.user(1002, "bob");
    let carol = fake.user(1003, "carol");

    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "buttons", &[])
        .unwrap();
    let resp = fake.wait_for_interaction_response(&i, WAIT).await.unwrap();
    assert_eq!(resp.kind, 4);
    let msg_id = resp.message_id.unwrap();
    let msg = fake.message(msg_id).unwrap();
    assert_eq!(
        msg.custom_ids(),
        ["btn:yes", "btn:no", "btn:later", "sel:faction"]
    );

    // A select from bob: ephemeral reply (type 4 with flags 64).
    let s = fake
        .select(&bob, msg_id, "sel:faction", &["students"])
        .unwrap();
    let r = fake.wait_for_interaction_response(&s, WAIT).await.unwrap();
    assert_eq!(r.kind, 4);
    assert_eq!(r.data["content"], "you chose students");
    assert!(fake.message(r.message_id.unwrap()).unwrap().is_ephemeral());
    assert!(fake.select(&bob, msg_id, "sel:faction", &["cops"]).is_err());

    // "Later" from carol: deferred update (type 6) then PATCH @original edits the message.
    let l = fake.click_button(&carol, msg_id, "btn:later").unwrap();
    let r = fake.wait_for_interaction_response(&l, WAIT).await.unwrap();
    assert_eq!(r.kind, 6);
    let edited = fake
        .wait_for_message(|m| m.id == msg_id && m.content.contains("later"), WAIT)
        .await
        .unwrap();
    assert_eq!(edited.content, "carol will decide later");

    // "Yes" from bob: update message (type 7) removes the buttons.
    let c = fake.click_button(&bob, msg_id, "btn:yes").unwrap();
    let r = fake.wait_for_interaction_response(&c, WAIT).await.unwrap();
    assert_eq!(r.kind, 7);
    let updated = fake.message(msg_id).unwrap();
    assert_eq!(updated.content, "bob voted yes");
    assert!(updated.components.is_empty());
    assert_eq!(updated.edits, 2);
    // The buttons are gone, so they can no longer be clicked.
    assert!(fake.click_button(&alice, msg_id, "btn:no").is_err());

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    assert!(bot.data.errors().is_empty(), "{:?}", bot.data.errors());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_open_and_closed() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    let bob = fake.user(1002, "bob");
    fake.close_dms(&bob);

    let a = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "secret", &[])
        .unwrap();
    let ra = fake.wait_for_interaction_response(&a, WAIT).await.unwrap();
    assert_eq!(ra.data["content"], "sent you a DM");
    assert_eq!(ra.data["flags"], 64);
    let dm = fake.wait_for_dm(&alice, WAIT).await.unwrap();
    assert_eq!(dm.content, "your secret card");
    assert_eq!(dm.guild_id, None);
    assert_eq!(fake.existing_dm_channel(&alice), Some(dm.channel_id));

    // Bob's DMs are closed: the client sees 403 / 50007 and tells him.
    let b = fake
        .send_slash_command(&bob, Some(GUILD), CHANNEL, "secret", &[])
        .unwrap();
    let rb = fake.wait_for_interaction_response(&b, WAIT).await.unwrap();
    assert_eq!(rb.data["content"], "I cannot DM you: please open your DMs");
    let errors = bot.data.errors();
    assert_eq!(errors.len(), 1);
    assert_eq!((errors[0].status, errors[0].code), (403, 50007));
    let dm_channel = fake.existing_dm_channel(&bob).unwrap();
    assert!(fake.messages_in(dm_channel).is_empty());

    // A slash command sent from a DM (no guild) works too.
    let d = fake
        .send_slash_command(&alice, None, 0, "ping", &[])
        .unwrap();
    let rd = fake.wait_for_interaction_response(&d, WAIT).await.unwrap();
    assert_eq!(rd.data["content"], "pong");
    assert_eq!(fake.messages_in(dm.channel_id).len(), 2);

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_message_with_attachment() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");

    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "post", &[])
        .unwrap();
    let posted = fake
        .wait_for_message(|m| m.content == "board update", WAIT)
        .await
        .unwrap();
    assert!(posted.attachments[0].is_png());
    assert_eq!(posted.interaction_id, None);
    let follow = fake.wait_for_followup(&i, 0, WAIT).await.unwrap();
    assert_eq!(follow.content, format!("posted {}", posted.id));
    assert!(follow.is_ephemeral());

    common::assert_requests_valid(&fake);
    common::assert_no_deserialize_failures();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_log_as_json_lines() {
    let fake = FakeDiscord::start().await.unwrap();
    let bot = start_bot(&fake).await;
    let alice = fake.user(1001, "alice");
    let i = fake
        .send_slash_command(&alice, Some(GUILD), CHANNEL, "board", &[])
        .unwrap();
    fake.wait_for_followup(&i, 0, WAIT).await.unwrap();

    let path = std::env::temp_dir().join(format!("fakecord-record-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&path);
    fake.write_record(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), fake.request_count());
    for l in &lines {
        let mut keys: Vec<&str> = l.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["content_type", "files", "json", "method", "path"]);
    }
    let put = lines.iter().find(|l| l["method"] == "PUT").unwrap();
    assert_eq!(put["content_type"], "application/json");
    assert!(put["json"].is_array());
    let upload = lines
        .iter()
        .find(|l| !l["files"].as_array().unwrap().is_empty())
        .unwrap();
    let file = &upload["files"][0];
    assert_eq!(
        (
            file["name"].as_str(),
            file["filename"].as_str(),
            file["png"].as_bool()
        ),
        (Some("files[0]"), Some("board.png"), Some(true))
    );
    bot.stop().await;
}

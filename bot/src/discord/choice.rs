//! Step-by-step choices in Discord (issue 12): one ephemeral message walks the tree of the
//! clicker's legal commands (`service::choice`), each click updating it in place
//! (UPDATE_MESSAGE), with Back and Cancel; the last click plays the command as `/play`
//! would (`GameService::act` with the revision the menu was drawn at).
//!
//! The partial choice lives in the custom id, and everything in it is checked again on
//! each click (game, revision, seat, path); nothing in it is secret (indexes only):
//! - `bb:st:{game}:{revision}:{user}:{path}`: a button going to `path`
//! - `bb:sp:{game}:{revision}:{user}:{path}:{page}`: a select adding its value to `path`
//! - `bb:sx:{game}:{revision}:{user}`: Cancel
//!
//! `user` and the path's indexes are base 36, the path's indexes joined by `.`, so a deep
//! path stays well within the 100 characters of a custom id.

use super::components::{caller_of, place_of, play_choice, Answer};
use super::{limits, Data, Error};
use crate::i18n::Catalog;
use crate::service::choice::{step_title, StepOutcome, StepView};
use crate::store::{GameId, Place, UserId};
use crate::t;
use crate::textfit;
use poise::serenity_prelude as serenity;

/// Options shown as buttons when this few (and short enough for a button's label).
const BUTTONS_UP_TO: usize = 10;
/// A path deeper than any tree (faction, action, from, to, count, die, details).
const PATH_MAX: usize = 16;
/// An index larger than any step's options.
const INDEX_MAX: usize = 10_000;

/// A step click, read from its custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    Go {
        game: GameId,
        revision: u64,
        user: u64,
        path: Vec<usize>,
    },
    Cancel {
        user: u64,
    },
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn path_text(path: &[usize]) -> String {
    path.iter()
        .map(|&k| base36(k as u64))
        .collect::<Vec<_>>()
        .join(".")
}

fn read_path(text: &str) -> Option<Vec<usize>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    let path: Vec<usize> = text
        .split('.')
        .map(|k| usize::from_str_radix(k, 36).ok().filter(|&k| k < INDEX_MAX))
        .collect::<Option<_>>()?;
    (path.len() <= PATH_MAX).then_some(path)
}

/// The custom id of a button going to `path`.
pub fn go_id(game: GameId, revision: u64, user: u64, path: &[usize]) -> String {
    format!(
        "bb:st:{game}:{revision}:{}:{}",
        base36(user),
        path_text(path)
    )
}

fn select_id(game: GameId, revision: u64, user: u64, path: &[usize], page: usize) -> String {
    format!(
        "bb:sp:{game}:{revision}:{}:{}:{page}",
        base36(user),
        path_text(path)
    )
}

fn cancel_id(game: GameId, revision: u64, user: u64) -> String {
    format!("bb:sx:{game}:{revision}:{}", base36(user))
}

/// Reads a step click (`selected`: a select menu's value); `None` for anything malformed.
pub fn read_click(custom_id: &str, selected: Option<&str>) -> Option<Click> {
    let parts: Vec<&str> = custom_id.split(':').collect();
    let number = |i: usize| parts.get(i).and_then(|p| p.parse::<u64>().ok());
    let user = parts.get(4).and_then(|u| u64::from_str_radix(u, 36).ok())?;
    let game = GameId::try_from(number(2)?).ok()?;
    let revision = number(3)?;
    match (parts.get(1).copied()?, parts.len()) {
        ("sx", 5) => Some(Click::Cancel { user }),
        ("st", 6) => Some(Click::Go {
            game,
            revision,
            user,
            path: read_path(parts.get(5)?)?,
        }),
        ("sp", 7) => {
            let mut path = read_path(parts.get(5)?)?;
            let pick: usize = selected?.parse().ok().filter(|&k| k < INDEX_MAX)?;
            path.push(pick);
            (path.len() <= PATH_MAX).then_some(Click::Go {
                game,
                revision,
                user,
                path,
            })
        }
        _ => None,
    }
}

/// Whether a custom id is a step click's (answered by [`handle`]).
pub fn is_step(custom_id: &str) -> bool {
    ["bb:st:", "bb:sp:", "bb:sx:"]
        .iter()
        .any(|p| custom_id.starts_with(p))
}

/// The message of one step for `user`: the prompt, the choices made so far, the step's
/// options (buttons when few, select menus of 25 otherwise) and a row with Back and
/// Cancel. `note` goes first (why the menu was redrawn).
pub fn step_message(
    c: &Catalog,
    view: &StepView,
    user: u64,
    note: Option<&str>,
) -> (String, Vec<serenity::CreateActionRow>) {
    let (game, revision) = (view.game, view.revision);
    let mut text = String::new();
    if let Some(note) = note {
        text.push_str(note);
        text.push('\n');
    }
    text.push_str(&view.prompt);
    let mut rows = limits::Components::new();
    let Some(ask) = &view.ask else {
        return (limits::one_message(&text), rows.into_rows());
    };
    if !ask.so_far.is_empty() {
        text.push('\n');
        text.push_str(&t!(c, "step-so-far", path = ask.so_far.join(" › ")));
    }
    let title = step_title(c, ask.kind);
    text.push_str(&format!("\n**{title}**"));
    // What each option does, where its step says (an occupation's ability, issue 37).
    for (label, note) in ask.options.iter().zip(&ask.notes) {
        if let Some(note) = note {
            text.push_str(&format!("\n• **{label}**: {note}"));
        }
    }
    let short = ask
        .options
        .iter()
        .all(|o| textfit::measure(o) <= limits::BUTTON_LABEL_MAX);
    if ask.options.len() <= BUTTONS_UP_TO && short {
        rows.buttons(ask.options.iter().enumerate().map(|(k, label)| {
            let mut path = view.path.clone();
            path.push(k);
            // Ending the turn is set apart from what the turn may still do (issue 37).
            let ends_turn = ask.ends_turn.get(k).copied().unwrap_or(false);
            limits::Button {
                custom_id: go_id(game, revision, user, &path),
                label: label.clone(),
                style: if ends_turn {
                    serenity::ButtonStyle::Secondary
                } else {
                    serenity::ButtonStyle::Primary
                },
            }
        }));
    } else {
        let pages = ask.options.len().div_ceil(limits::SELECT_OPTIONS_MAX);
        let chunks = ask.options.chunks(limits::SELECT_OPTIONS_MAX);
        for (page, chunk) in chunks.enumerate().take(limits::ACTION_ROWS_MAX - 1) {
            let placeholder = if pages > 1 {
                t!(
                    c,
                    "step-page",
                    ask = title.clone(),
                    page = page + 1,
                    pages = pages
                )
            } else {
                title.clone()
            };
            let first = page * limits::SELECT_OPTIONS_MAX;
            rows.select(limits::Select {
                custom_id: select_id(game, revision, user, &view.path, page),
                placeholder,
                options: chunk
                    .iter()
                    .enumerate()
                    .map(|(k, label)| limits::SelectOption {
                        label: label.clone(),
                        value: (first + k).to_string(),
                    })
                    .collect(),
            });
        }
    }
    let mut nav = Vec::new();
    if let Some((_, up)) = view.path.split_last() {
        nav.push(limits::Button {
            custom_id: go_id(game, revision, user, up),
            label: t!(c, "step-back"),
            style: serenity::ButtonStyle::Secondary,
        });
    }
    nav.push(limits::Button {
        custom_id: cancel_id(game, revision, user),
        label: t!(c, "step-cancel"),
        style: serenity::ButtonStyle::Danger,
    });
    rows.buttons(nav);
    (limits::one_message(&text), rows.into_rows())
}

/// The first step for `user` in the game at `place` (the "What can I do?" button and
/// `/actions`).
pub async fn first_step(
    data: &Data,
    place: Place,
    user: UserId,
    c: &'static Catalog,
) -> Result<(String, Vec<serenity::CreateActionRow>), Error> {
    let outcome = data
        .call(move |s| s.choice_step(place, user, c, None, &[]))
        .await?;
    match outcome {
        StepOutcome::Ask(view) | StepOutcome::MovedOn(view) => {
            Ok(step_message(c, &view, user.0, None))
        }
        // Without a game id and revision to check, neither happens.
        StepOutcome::OtherGame | StepOutcome::Unreadable | StepOutcome::Chosen { .. } => {
            Ok((t!(c, "step-unreadable"), Vec::new()))
        }
    }
}

fn is_ephemeral(click: &serenity::ComponentInteraction) -> bool {
    click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// A private answer in a new message: refusals never touch the message clicked.
async fn refuse(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    text: &str,
) -> Result<(), Error> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .ephemeral(true)
        .content(limits::one_message(text))
        .allowed_mentions(limits::allowed_mentions(&[]));
    click
        .create_response(http, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// Shows a step: in place when the menu is the clicker's ephemeral message, otherwise (a
/// step id on a public post, which only a forged click sends) in a new private message.
async fn show(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    (text, rows): (String, Vec<serenity::CreateActionRow>),
) -> Result<(), Error> {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(limits::allowed_mentions(&[]));
    let response = if is_ephemeral(click) {
        serenity::CreateInteractionResponse::UpdateMessage(message)
    } else {
        serenity::CreateInteractionResponse::Message(message.ephemeral(true))
    };
    click.create_response(http, response).await?;
    Ok(())
}

/// Answers a step click (within Discord's 3 seconds: the step is read from the game
/// without waiting for the channel's lock; playing the chosen command defers first).
pub async fn handle(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let c = data.reader(Some(&click.locale));
    let selected = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first(),
        _ => None,
    };
    let Some(step) = read_click(&click.data.custom_id, selected.map(String::as_str)) else {
        return refuse(http, click, &t!(c, "step-unreadable")).await;
    };
    let clicker = click.user.id.get();
    let (game, revision, path) = match step {
        Click::Cancel { user } if user == clicker => {
            return show(http, click, (t!(c, "step-cancelled"), Vec::new())).await;
        }
        Click::Go {
            game,
            revision,
            user,
            path,
        } if user == clicker => (game, revision, path),
        Click::Cancel { .. } | Click::Go { .. } => {
            return refuse(http, click, &t!(c, "step-not-yours")).await;
        }
    };
    let place = place_of(click);
    let user = UserId(clicker);
    let outcome = data
        .call(move |s| s.choice_step(place, user, c, Some((game, revision)), &path))
        .await;
    match outcome {
        Err(e) => {
            let text = match e.downcast_ref::<crate::service::ServiceError>() {
                Some(se) => se.user_message(c),
                None => {
                    tracing::error!(error = %format!("{e:#}"), "a step click failed");
                    t!(c, "err-internal")
                }
            };
            refuse(http, click, &text).await
        }
        Ok(StepOutcome::OtherGame) => refuse(http, click, &t!(c, "menu-old-game")).await,
        Ok(StepOutcome::Unreadable) => refuse(http, click, &t!(c, "step-unreadable")).await,
        Ok(StepOutcome::MovedOn(view)) => {
            let note = t!(c, "step-moved-on");
            show(http, click, step_message(c, &view, clicker, Some(&note))).await
        }
        Ok(StepOutcome::Ask(view)) => {
            show(http, click, step_message(c, &view, clicker, None)).await
        }
        Ok(StepOutcome::Chosen { index, revision }) => {
            // The answer replaces the menu (or, on a public post, comes privately).
            if is_ephemeral(click) {
                click
                    .create_response(http, serenity::CreateInteractionResponse::Acknowledge)
                    .await?;
            } else {
                click.defer_ephemeral(http).await?;
            }
            let caller = caller_of(click);
            play_choice(
                http,
                data,
                click,
                caller,
                (game, index, Some(revision)),
                Answer::Edit,
            )
            .await
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// Custom ids read back to what they were made from; malformed ones are refused.
    #[test]
    fn custom_ids_round_trip_and_hostile_ones_are_refused() {
        let user = u64::MAX;
        let path = vec![0, 35, 36, 9_999, 3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12];
        let id = go_id(i64::MAX, u64::MAX, user, &path);
        assert!(id.chars().count() <= limits::CUSTOM_ID_MAX, "{id}");
        assert_eq!(
            read_click(&id, None),
            Some(Click::Go {
                game: i64::MAX,
                revision: u64::MAX,
                user,
                path: path.clone()
            })
        );
        let sel = select_id(3, 4, 5, &[1, 2], 0);
        assert_eq!(
            read_click(&sel, Some("7")),
            Some(Click::Go {
                game: 3,
                revision: 4,
                user: 5,
                path: vec![1, 2, 7]
            })
        );
        assert_eq!(
            read_click(&cancel_id(3, 4, 5), None),
            Some(Click::Cancel { user: 5 })
        );
        for hostile in [
            "bb:st",
            "bb:st:1:2:3",
            "bb:st:1:2:zzzzzzzzzzzzzzzzzzzz:",
            "bb:st:1:2:3:..",
            "bb:st:1:2:3:-1",
            "bb:st:x:2:3:",
            "bb:st:1:2:3:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h",
            "bb:st:1:2:3:zzzzzzzz",
            "bb:st:1:2:3::extra",
            "bb:sx:1:2",
            "bb:zz:1:2:3:",
            "bb:st:1:2:3:é",
        ] {
            assert_eq!(read_click(hostile, None), None, "{hostile}");
        }
        assert_eq!(read_click(&sel, None), None, "a select without a value");
        assert_eq!(read_click(&sel, Some("-1")), None);
        assert_eq!(read_click(&sel, Some("99999999999999999999999")), None);
    }
}

//! Computer seats in Discord (issue 11): the level option of `/game create`, `/game
//! add-computer` in a lobby, and `/admin seat` to hand a seat to a computer or a person
//! mid-game. The service decides who may; these only read options.

use super::commands::finish;
use super::{caller_of, place_of, Context, Error};
use crate::service::SeatHolder;
use crate::store::UserId;
use crate::t;
use ai::Level;
use poise::serenity_prelude as serenity;

/// A computer player's level.
#[derive(Debug, Clone, Copy, Default, poise::ChoiceParameter)]
pub enum LevelChoice {
    /// The heuristic with some noise.
    Easy,
    /// The heuristic.
    #[default]
    Normal,
    /// Tree search (takes up to a second per move).
    Strong,
}

impl From<LevelChoice> for Level {
    fn from(l: LevelChoice) -> Level {
        match l {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Strong => Level::Strong,
        }
    }
}

/// Add a computer player to this channel's lobby (the game's creator).
#[poise::command(slash_command, guild_only, rename = "add-computer")]
pub async fn add_computer(
    ctx: Context<'_>,
    #[description = "How well it plays (normal by default)"] level: Option<LevelChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let level = Level::from(level.unwrap_or_default());
    let outbox = ctx
        .data()
        .call(move |s| s.add_computer(place, &caller, level))
        .await?;
    finish(ctx, turn, outbox).await
}

/// The roles of this channel's game by name, for `/admin seat`, `/give` and `/trade`.
pub(super) async fn ac_role(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let place = place_of(ctx);
    let names = ctx
        .data()
        .call(move |s| s.role_names(place))
        .await
        .unwrap_or_default();
    let partial = partial.to_lowercase();
    let choices = names
        .into_iter()
        .filter(|(_, n)| n.to_lowercase().contains(&partial))
        .take(25)
        .map(|(_, n)| serenity::AutocompleteChoice::new(n.clone(), n));
    serenity::CreateAutocompleteResponse::new().set_choices(choices.collect())
}

/// Hand a seat to a computer player, or a computer's seat to someone.
#[poise::command(slash_command, guild_only)]
pub async fn seat(
    ctx: Context<'_>,
    #[description = "The role (faction, side, player) whose seat changes hands"]
    #[autocomplete = "ac_role"]
    role: String,
    #[description = "The person taking the seat (leave empty for a computer player)"] to: Option<
        serenity::User,
    >,
    #[description = "The computer player's level (normal by default)"] level: Option<LevelChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let holder = match to {
        Some(user) => SeatHolder::Person(
            UserId(user.id.get()),
            user.global_name
                .clone()
                .unwrap_or_else(|| user.name.clone()),
        ),
        None => SeatHolder::Computer(Level::from(level.unwrap_or_default())),
    };
    let catalog = ctx.data().catalog();
    let outbox = ctx
        .data()
        .call(move |s| {
            let names = s.role_names(place)?;
            let wanted = role.trim().to_lowercase();
            let Some(role) = names
                .iter()
                .find(|(_, n)| n.to_lowercase() == wanted)
                .map(|(r, _)| *r)
            else {
                return Ok(Err(t!(
                    catalog,
                    "err-no-such-role",
                    name = crate::service::echo(&role, crate::service::ECHO_MAX),
                    names = names
                        .iter()
                        .map(|(_, n)| n.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            };
            s.hand_seat(place, &caller, role, holder).map(Ok)
        })
        .await?;
    match outbox {
        Ok(outbox) => finish(ctx, turn, outbox).await,
        Err(text) => {
            ctx.send(
                poise::CreateReply::default()
                    .content(text)
                    .ephemeral(true)
                    .allowed_mentions(super::limits::allowed_mentions(&[])),
            )
            .await?;
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    /// Issue 11: `/game create level`, `/game add-computer level` and `/admin seat level`
    /// share `LevelChoice`; it offers every level the computer players have, in order,
    /// under the key `blocbot local --level` takes, and each choice maps to its level.
    #[test]
    fn every_computer_level_is_offered_under_its_key() {
        let offered: Vec<String> = LevelChoice::list()
            .iter()
            .map(|c| c.name.to_lowercase())
            .collect();
        let keys: Vec<&str> = Level::ALL.iter().map(|l| l.key()).collect();
        assert_eq!(offered, keys);
        for (index, key) in keys.iter().enumerate() {
            let choice = LevelChoice::from_index(index).expect("a choice per level");
            assert_eq!(Level::from(choice).key(), *key);
        }
    }
}

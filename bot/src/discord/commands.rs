//! Slash commands. Each one reads its options, calls the game service, and delivers the
//! outbox; the service decides everything else.

use super::deliver::{hand_button_rows, DeliveryRun};
use super::seats::{add_computer, seat, LevelChoice};
use super::{caller_of, limits, place_of, ChannelTurn, Context, Data, Error};
use crate::service::text::ruleset_name;
use crate::service::{
    config_for, log_messages, parse_ruleset, ActionKind, Exchange, Expense, LobbyDifficulty,
    LobbyOptions, NewGame, Outbox, Proposal, ServiceError,
};
use crate::store::UserId;
use crate::t;
use engine::RulesetKey;
use poise::serenity_prelude as serenity;
use poise::CreateReply;

pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        game(),
        start(),
        play(),
        move_(),
        barricade(),
        loot(),
        build(),
        swap(),
        attack(),
        ability(),
        card(),
        decide(),
        end_actions(),
        give(),
        trade(),
        actions(),
        undo(),
        board(),
        status(),
        log(),
        hand(),
        admin(),
        super::rules::rules(),
    ]
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ModeChoice {
    #[name = "semi-cooperative (agendas)"]
    SemiCoop,
    #[name = "fully cooperative"]
    FullCoop,
}

/// How long each wait may last before the bot plays the default move.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DeadlineChoice {
    #[name = "12 hours"]
    Hours12,
    #[name = "24 hours"]
    Hours24,
    #[name = "48 hours"]
    Hours48,
    #[name = "72 hours"]
    Hours72,
    #[name = "1 week"]
    Week,
    #[name = "none (wait as long as it takes)"]
    Unlimited,
}

impl DeadlineChoice {
    fn duration(self) -> Option<std::time::Duration> {
        let hours = match self {
            DeadlineChoice::Hours12 => 12,
            DeadlineChoice::Hours24 => 24,
            DeadlineChoice::Hours48 => 48,
            DeadlineChoice::Hours72 => 72,
            DeadlineChoice::Week => 7 * 24,
            DeadlineChoice::Unlimited => return None,
        };
        Some(std::time::Duration::from_secs(hours * 3600))
    }
}

/// The language of a game's public posts and board (`/game create language:`).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    English,
    // Its label for French readers ("Français") comes from the catalog.
    French,
}

impl LanguageChoice {
    /// The catalog's locale tag.
    fn tag(self) -> &'static str {
        match self {
            LanguageChoice::English => "en-US",
            LanguageChoice::French => "fr",
        }
    }
}

/// The language of a new game: the one chosen, else the server's (the interaction's
/// `guild_locale`), else the service's default.
fn game_language(ctx: Context<'_>, chosen: Option<LanguageChoice>) -> Option<String> {
    if let Some(chosen) = chosen {
        return Some(chosen.tag().to_string());
    }
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    }
}

/// The catalog of whoever runs the command (their Discord locale).
fn reader(ctx: Context<'_>) -> &'static crate::i18n::Catalog {
    ctx.data().reader(ctx.locale())
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DifficultyChoice {
    Easy,
    Medium,
    Hard,
}

/// Sends `text` as one or more replies (Discord's 2,000 characters), nobody pinged. `last`
/// adds to the final piece (buttons, the board).
async fn send_text(
    ctx: Context<'_>,
    text: &str,
    ephemeral: bool,
    last: impl FnOnce(CreateReply) -> CreateReply,
) -> Result<(), Error> {
    let pieces = limits::reply_pieces(text);
    let count = pieces.len();
    let mut last = Some(last);
    for (i, piece) in pieces.into_iter().enumerate() {
        let mut reply = CreateReply::default()
            .content(piece)
            .ephemeral(ephemeral)
            .allowed_mentions(limits::allowed_mentions(&[]));
        if i + 1 == count {
            if let Some(f) = last.take() {
                reply = f(reply);
            }
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// Delivers an outbox and answers the requester privately.
pub(super) async fn finish(
    ctx: Context<'_>,
    turn: ChannelTurn,
    outbox: Outbox,
) -> Result<(), Error> {
    let data = ctx.data();
    let mut slot = data.queue_delivery(turn);
    let requester = UserId(ctx.author().id.get());
    // Every message is already in the outbox, written with the change. The reply goes
    // first (issue 12: it never waits for a DM, a board render or an upload), then the DMs,
    // then the public posts. If the requester's own DM turns out to be closed, a second
    // private note offers their hand. Anything not sent here (a crash, a Discord hiccup)
    // is sent by the delivery worker.
    let text = outbox
        .reply
        .clone()
        .unwrap_or_else(|| t!(reader(ctx), "reply-ok"));
    let sent = send_text(ctx, &text, true, |r| r).await;
    slot.wait_for_earlier().await;
    let mut run = DeliveryRun::new(data, Some(requester));
    run.deliver_held(ctx.http(), &outbox.private_deliveries())
        .await;
    if run.closed().contains(&requester) {
        let rows = outbox
            .game
            .map(|game| hand_button_rows(reader(ctx), game))
            .unwrap_or_default();
        let note = t!(reader(ctx), "dm-closed-ephemeral");
        if let Err(e) = send_text(ctx, &note, true, |r| r.components(rows)).await {
            tracing::warn!(error = %e, "could not tell the requester their DMs are closed");
        }
    }
    run.deliver_held(ctx.http(), &outbox.post_deliveries())
        .await;
    run.finish().await;
    sent
}

/// Applies a move for the caller and delivers the result.
async fn act(ctx: Context<'_>, proposal: Proposal) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx
        .data()
        .call(move |s| s.act(place, &caller, proposal, None))
        .await?;
    finish(ctx, turn, outbox).await
}

async fn suggest(
    ctx: Context<'_>,
    partial: &str,
    kind: Option<ActionKind>,
) -> serenity::CreateAutocompleteResponse {
    let place = place_of(ctx);
    let user = UserId(ctx.author().id.get());
    let typed = partial.to_string();
    let c = reader(ctx);
    let found = ctx
        .data()
        .call(move |s| s.suggest(place, user, c, kind, &typed, 25))
        .await;
    // No game, not a player: nothing to suggest.
    limits::autocomplete(found.unwrap_or_default())
}

async fn ac_any(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, None).await
}
async fn ac_start(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Start)).await
}
async fn ac_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Move)).await
}
async fn ac_barricade(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Barricade)).await
}
async fn ac_loot(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Loot)).await
}
async fn ac_build(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Build)).await
}
async fn ac_swap(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Swap)).await
}
async fn ac_attack(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Attack)).await
}
async fn ac_ability(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Ability)).await
}
async fn ac_card(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Card)).await
}
async fn ac_decision(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggest(ctx, partial, Some(ActionKind::Decision)).await
}

/// Card names for gifts and trades, of the channel's game's ruleset: completes the last
/// name of a comma list.
async fn ac_cards(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (done, last) = match partial.rsplit_once(',') {
        Some((head, tail)) => (format!("{head}, "), tail.trim().to_lowercase()),
        None => (String::new(), partial.trim().to_lowercase()),
    };
    let place = place_of(ctx);
    let names = ctx
        .data()
        .call(move |s| s.exchange_cards(place))
        .await
        .unwrap_or_default();
    limits::autocomplete(
        names
            .into_iter()
            .filter(|name| name.to_lowercase().contains(&last))
            .map(|name| {
                let value = format!("{done}{name}");
                (value.clone(), value)
            }),
    )
}

/// The scenarios of the ruleset chosen in the same command (of every ruleset until one is
/// chosen; the lobby's ruleset refuses another's).
async fn ac_scenario(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_lowercase();
    let ruleset = match ctx {
        poise::Context::Application(a) => chosen_ruleset(&a.interaction.data.options),
        poise::Context::Prefix(_) => None,
    };
    limits::autocomplete(
        crate::service::text::scenario_choices(ruleset)
            .into_iter()
            .filter(|(name, key)| name.to_lowercase().contains(&typed) || key.contains(&typed)),
    )
}

/// The chosen ruleset's rule variants; after a comma, the variants not named yet, each
/// completing the list typed so far (`steered-police,spawn-inside-city`).
async fn ac_variant(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let ruleset = match ctx {
        poise::Context::Application(a) => chosen_ruleset(&a.interaction.data.options),
        poise::Context::Prefix(_) => None,
    };
    limits::autocomplete(variant_completions(
        crate::service::text::variant_choices(ruleset),
        partial,
    ))
}

/// [`ac_variant`]'s choices for what has been typed: the words before the last comma are
/// kept as typed, the last one completed.
fn variant_completions(variants: Vec<(String, String)>, partial: &str) -> Vec<(String, String)> {
    let (done, last) = match partial.rsplit_once(',') {
        Some((done, last)) => (Some(done.trim()), last.trim().to_lowercase()),
        None => (None, partial.trim().to_lowercase()),
    };
    let named: Vec<String> = done
        .into_iter()
        .flat_map(|d| d.split(','))
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    variants
        .into_iter()
        .filter(|(name, key)| {
            !named.contains(key)
                && (name.to_lowercase().contains(&last) || key.contains(last.as_str()))
        })
        .map(|(name, key)| match done.filter(|d| !d.is_empty()) {
            Some(d) => (format!("{d}, {name}"), format!("{d},{key}")),
            None => (name, key),
        })
        .collect()
}

/// The ruleset an autocompleting command has been given so far (its `ruleset` option, at any
/// depth of subcommands), if it names one; `/game create` defaults to 2016 only when sent.
fn chosen_ruleset(options: &[serenity::CommandDataOption]) -> Option<RulesetKey> {
    options.iter().find_map(|option| match &option.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => chosen_ruleset(inner),
        serenity::CommandDataOptionValue::String(key) if option.name == "ruleset" => {
            crate::service::parse_ruleset(Some(key)).ok()
        }
        _ => None,
    })
}

/// The rulesets this build can play, by key (`bxb2016`) with their names.
async fn ac_ruleset(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let c = reader(ctx);
    let typed = partial.trim().to_lowercase();
    limits::autocomplete(
        RulesetKey::ALL
            .into_iter()
            .filter(|k| {
                k.playable() && crate::service::text::presentable(*k) && k.as_str().contains(&typed)
            })
            .map(|k| (ruleset_name(c, k), k.as_str().to_string())),
    )
}

// ---------------------------------------------------------------------- lobby

/// Create, join, leave or start a game in this channel; its creator may skip or end it.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "begin",
        "game_skip",
        "game_end",
        "game_export",
        "game_mute",
        "game_unmute",
        "add_computer"
    )
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a new game in this channel (one game per channel).
// A slash command's options are its parameters.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
async fn create(
    ctx: Context<'_>,
    #[description = "Players: 2016 2-4 (at 2 each runs two factions), Uprising 1-4, 2040 2, Block Riot 2-4"]
    #[min = 1]
    #[max = 4]
    players: u8,
    #[description = "Semi-cooperative (secret agendas) or fully cooperative"] mode: Option<
        ModeChoice,
    >,
    #[description = "Police difficulty"] difficulty: Option<DifficultyChoice>,
    #[description = "A scenario of the game chosen (2016's mini-expansion, 2040's #patriot or #resistance)"]
    #[autocomplete = "ac_scenario"]
    scenario: Option<String>,
    #[description = "Countdown length in nights"]
    #[min = 1]
    #[max = 20]
    nights: Option<u8>,
    #[description = "Rule variants, comma-separated (Block Riot: steered-police, spawn-inside-city)"]
    #[autocomplete = "ac_variant"]
    variant: Option<String>,
    #[description = "The beginner game: fully cooperative, Easy, fixed city"] beginner: Option<
        bool,
    >,
    #[description = "Seed of the city, decks and dice (replay a game); random when empty"]
    seed: Option<u64>,
    #[description = "How long each wait may last before the bot plays the default move"]
    deadline: Option<DeadlineChoice>,
    #[description = "The rules: bxb2016 (Bloc by Bloc, 2016; the default) or uprising"]
    #[autocomplete = "ac_ruleset"]
    ruleset: Option<String>,
    #[description = "Seats for computer players (you take one of the others)"]
    #[min = 0]
    #[max = 3]
    ai: Option<u8>,
    #[description = "The computer players' level (normal by default)"] level: Option<LevelChoice>,
    #[description = "The language of the game's posts and board (default: the server's)"]
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let options = LobbyOptions {
        players,
        beginner: beginner.unwrap_or(false),
        cooperative: Some(matches!(mode, Some(ModeChoice::FullCoop))),
        difficulty: difficulty.map(|d| match d {
            DifficultyChoice::Easy => LobbyDifficulty::Easy,
            DifficultyChoice::Medium => LobbyDifficulty::Medium,
            DifficultyChoice::Hard => LobbyDifficulty::Hard,
        }),
        scenario,
        nights,
        variants: variant.into_iter().collect(),
    };
    // An unknown or unplayable ruleset is refused before anything is written.
    let config = parse_ruleset(ruleset.as_deref())
        .and_then(|key| config_for(key, &options).map_err(ServiceError::from_any))
        .map_err(Error::from)?;
    let new = NewGame {
        config,
        seed,
        turn_deadline: match deadline {
            Some(d) => d.duration(),
            None => ctx.data().options.default_turn_deadline,
        },
        locale: game_language(ctx, language),
    };
    let computers = vec![ai::Level::from(level.unwrap_or_default()); ai.unwrap_or(0) as usize];
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx
        .data()
        .call(move |s| s.create_lobby_with(place, &caller, new, &computers))
        .await?;
    finish(ctx, turn, outbox).await
}

/// The roles the channel's lobby lets a seat ask for, by name in the game's language.
async fn ac_role_wish(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let place = place_of(ctx);
    let typed = partial.trim().to_lowercase();
    let roles = ctx
        .data()
        .call(move |s| s.lobby_roles(place))
        .await
        .unwrap_or_default();
    limits::autocomplete(
        roles
            .into_iter()
            .filter(|(name, key)| name.to_lowercase().contains(&typed) || key.contains(&typed)),
    )
}

/// Take a seat in this channel's game, optionally asking for a role.
#[poise::command(slash_command, guild_only)]
async fn join(
    ctx: Context<'_>,
    #[description = "The role you would like (if the seating allows)"]
    #[autocomplete = "ac_role_wish"]
    role: Option<String>,
    #[description = "Take one more seat (play several factions yourself)"] another_seat: Option<
        bool,
    >,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let more = another_seat.unwrap_or(false);
    let outbox = ctx
        .data()
        .call(move |s| s.join(place, &caller, role.as_deref(), more))
        .await?;
    finish(ctx, turn, outbox).await
}

/// Leave the lobby of this channel's game.
#[poise::command(slash_command, guild_only)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx.data().call(move |s| s.leave(place, &caller)).await?;
    finish(ctx, turn, outbox).await
}

/// Start the game once every seat is taken.
#[poise::command(slash_command, guild_only, rename = "start")]
async fn begin(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx.data().call(move |s| s.start(place, &caller)).await?;
    finish(ctx, turn, outbox).await
}

/// Skip a wait that has lasted a while (the game's creator; admins use /admin skip).
#[poise::command(slash_command, guild_only, rename = "skip")]
async fn game_skip(ctx: Context<'_>) -> Result<(), Error> {
    skip_wait(ctx).await
}

/// End this channel's game without a winner (its creator, or an admin).
#[poise::command(slash_command, guild_only, rename = "end")]
async fn game_end(ctx: Context<'_>) -> Result<(), Error> {
    end_game(ctx).await
}

// ---------------------------------------------------------------------- actions

/// Choose your Start district.
#[poise::command(slash_command, guild_only)]
async fn start(
    ctx: Context<'_>,
    #[description = "Your Start district"]
    #[autocomplete = "ac_start"]
    district: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(district)).await
}

/// Any action you may take now (type to filter), or a move in notation.
#[poise::command(slash_command, guild_only)]
async fn play(
    ctx: Context<'_>,
    #[description = "What to do"]
    #[autocomplete = "ac_any"]
    action: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(action)).await
}

/// Move blocs (R-MOVE).
#[poise::command(slash_command, guild_only, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[description = "From, to, how many, which die"]
    #[autocomplete = "ac_move"]
    movement: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(movement)).await
}

/// Build a barricade (R-BARR).
#[poise::command(slash_command, guild_only)]
async fn barricade(
    ctx: Context<'_>,
    #[description = "Where and which die"]
    #[autocomplete = "ac_barricade"]
    barricade: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(barricade)).await
}

/// Loot a shopping center (R-LOOT).
#[poise::command(slash_command, guild_only)]
async fn loot(
    ctx: Context<'_>,
    #[description = "Where and which die"]
    #[autocomplete = "ac_loot"]
    loot: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(loot)).await
}

/// Build an occupation (R-BUILD).
#[poise::command(slash_command, guild_only)]
async fn build(
    ctx: Context<'_>,
    #[description = "Which occupation, where, which die"]
    #[autocomplete = "ac_build"]
    occupation: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(occupation)).await
}

/// Swap an occupation (R-SWAP).
#[poise::command(slash_command, guild_only)]
async fn swap(
    ctx: Context<'_>,
    #[description = "Which occupation, where, which die"]
    #[autocomplete = "ac_swap"]
    occupation: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(occupation)).await
}

/// Attack the police (R-ATK), with any Molotovs.
#[poise::command(slash_command, guild_only)]
async fn attack(
    ctx: Context<'_>,
    #[description = "Target, where, which die"]
    #[autocomplete = "ac_attack"]
    attack: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(attack)).await
}

/// Use an occupation's ability (Assembly Hall, Hacker Space, Propaganda Workshop).
#[poise::command(slash_command, guild_only)]
async fn ability(
    ctx: Context<'_>,
    #[description = "Which ability"]
    #[autocomplete = "ac_ability"]
    ability: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(ability)).await
}

/// Play a loot card (R-LCARD).
#[poise::command(slash_command, guild_only)]
async fn card(
    ctx: Context<'_>,
    #[description = "Which card and how"]
    #[autocomplete = "ac_card"]
    card: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(card)).await
}

/// Answer a decision addressed to you: veto, offer, casualties, loot window, cards to keep…
#[poise::command(slash_command, guild_only)]
async fn decide(
    ctx: Context<'_>,
    #[description = "Your answer"]
    #[autocomplete = "ac_decision"]
    answer: String,
) -> Result<(), Error> {
    act(ctx, Proposal::Text(answer)).await
}

/// End your action step (R-TURN-4); the police then act.
#[poise::command(slash_command, guild_only, rename = "end-actions")]
async fn end_actions(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, Proposal::EndTurn).await
}

/// Offer loot cards as a gift (R-XCHG-1); they may refuse.
#[poise::command(slash_command, guild_only)]
async fn give(
    ctx: Context<'_>,
    #[description = "To whom"]
    #[autocomplete = "super::seats::ac_role"]
    to: String,
    #[description = "Cards, separated by commas"]
    #[autocomplete = "ac_cards"]
    cards: String,
    #[description = "Which of your roles gives (if you run several)"]
    #[autocomplete = "super::seats::ac_role"]
    from: Option<String>,
) -> Result<(), Error> {
    act(
        ctx,
        Proposal::Exchange(Exchange {
            from,
            to,
            give: cards,
            take: None,
        }),
    )
    .await
}

/// Offer a trade of loot cards (R-XCHG-1); the other side accepts or refuses.
#[poise::command(slash_command, guild_only)]
async fn trade(
    ctx: Context<'_>,
    #[description = "With whom"]
    #[autocomplete = "super::seats::ac_role"]
    with: String,
    #[description = "Cards you give, separated by commas"]
    #[autocomplete = "ac_cards"]
    give: String,
    #[description = "Cards you ask for, separated by commas"]
    #[autocomplete = "ac_cards"]
    take: String,
    #[description = "Which of your roles trades (if you run several)"]
    #[autocomplete = "super::seats::ac_role"]
    from: Option<String>,
) -> Result<(), Error> {
    act(
        ctx,
        Proposal::Exchange(Exchange {
            from,
            to: with,
            give,
            take: Some(take),
        }),
    )
    .await
}

/// What can I do? Your legal actions as buttons and menus (only you see them).
#[poise::command(slash_command, guild_only)]
async fn actions(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let place = place_of(ctx);
    let user = UserId(ctx.author().id.get());
    let c = reader(ctx);
    let (text, rows) = super::choice::first_step(ctx.data(), place, user, c).await?;
    send_text(ctx, &text, true, |r| r.components(rows)).await
}

/// Take back your last move of this turn (until a die, card or roll is revealed).
#[poise::command(slash_command, guild_only)]
async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx.data().call(move |s| s.undo(place, &caller)).await?;
    finish(ctx, turn, outbox).await
}

// ---------------------------------------------------------------------- looking

/// Show the board.
#[poise::command(slash_command, guild_only)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx);
    // Before deferring, so that a refusal stays private.
    ctx.data()
        .service
        .allow_expense(UserId(ctx.author().id.get()), place, Expense::BoardImage)?;
    ctx.defer().await?;
    let post = ctx.data().call(move |s| s.board(place)).await?;
    send_text(ctx, &post.text, false, |reply| match post.image {
        Some(img) => reply.attachment(serenity::CreateAttachment::bytes(img.png, img.file_name)),
        None => reply,
    })
    .await
}

/// The game as a notation file: public moves while it runs, everything once it has ended.
// Once ended, `blocbot scenario FILE` replays it.
#[poise::command(slash_command, guild_only, rename = "export")]
async fn game_export(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx);
    ctx.data()
        .service
        .allow_expense(UserId(ctx.author().id.get()), place, Expense::Messages(1))?;
    ctx.defer_ephemeral().await?;
    let export = ctx.data().call(move |s| s.export(place)).await?;
    let note = if export.complete {
        t!(ctx.data().catalog(), "export-complete")
    } else {
        t!(ctx.data().catalog(), "export-public")
    };
    let file = serenity::CreateAttachment::bytes(export.text.into_bytes(), export.file_name);
    send_text(ctx, &note, true, |reply| reply.attachment(file)).await
}

/// Stop being pinged for this game: your turn still names you, without a mention.
#[poise::command(slash_command, guild_only, rename = "mute")]
async fn game_mute(ctx: Context<'_>) -> Result<(), Error> {
    set_muted(ctx, true).await
}

/// Be pinged again for this game when it is your turn.
#[poise::command(slash_command, guild_only, rename = "unmute")]
async fn game_unmute(ctx: Context<'_>) -> Result<(), Error> {
    set_muted(ctx, false).await
}

async fn set_muted(ctx: Context<'_>, muted: bool) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx
        .data()
        .call(move |s| s.set_muted(place, &caller, muted))
        .await?;
    let reply = outbox.reply.unwrap_or_default();
    send_text(ctx, &reply, true, |r| r).await
}

/// Show the game's status: night, morale, who must act.
#[poise::command(slash_command, guild_only)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let place = place_of(ctx);
    ctx.data()
        .service
        .allow_expense(UserId(ctx.author().id.get()), place, Expense::Messages(1))?;
    ctx.defer().await?;
    let text = ctx.data().call(move |s| s.status(place)).await?;
    send_text(ctx, &text, false, |r| r).await
}

/// Show the latest moves (public information only).
#[poise::command(slash_command, guild_only)]
async fn log(
    ctx: Context<'_>,
    #[description = "How many moves (default 15)"]
    #[min = 1]
    #[max = 200]
    count: Option<u32>,
) -> Result<(), Error> {
    let place = place_of(ctx);
    let n = count.unwrap_or(15) as usize;
    ctx.data().service.allow_expense(
        UserId(ctx.author().id.get()),
        place,
        Expense::Messages(log_messages(n)),
    )?;
    ctx.defer().await?;
    let text = ctx.data().call(move |s| s.public_log(place, n)).await?;
    send_text(ctx, &text, false, |r| r).await
}

/// Show your loot cards and agenda (only you see them).
#[poise::command(slash_command, guild_only)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let place = place_of(ctx);
    let user = UserId(ctx.author().id.get());
    let c = reader(ctx);
    let text = ctx.data().call(move |s| s.hand(place, user, c)).await?;
    send_text(ctx, &text, true, |r| r).await
}

// ---------------------------------------------------------------------- admin

// Discord shows these commands only to members with Manage Server
// (`default_member_permissions`); the service checks the permission again.
/// For server admins (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("replace", "skip", "end", "seat")
)]
pub async fn admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Give a player's seats to someone new (not to a player, nor to yourself).
#[poise::command(slash_command, guild_only)]
async fn replace(
    ctx: Context<'_>,
    #[description = "The player leaving"] old: serenity::User,
    #[description = "The player taking over"] new: serenity::User,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let old_id = UserId(old.id.get());
    let new_id = UserId(new.id.get());
    let name = new.global_name.clone().unwrap_or_else(|| new.name.clone());
    let outbox = ctx
        .data()
        .call(move |s| s.replace_player(place, &caller, old_id, new_id, &name))
        .await?;
    finish(ctx, turn, outbox).await
}

/// Skip the current wait (ends the turn, passes, or takes the least intrusive answer).
#[poise::command(slash_command, guild_only)]
async fn skip(ctx: Context<'_>) -> Result<(), Error> {
    skip_wait(ctx).await
}

/// End this channel's game without a winner.
#[poise::command(slash_command, guild_only)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    end_game(ctx).await
}

async fn skip_wait(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx
        .data()
        .call(move |s| s.skip_turn(place, &caller))
        .await?;
    finish(ctx, turn, outbox).await
}

async fn end_game(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let turn = ctx.data().lock_channel(ctx.channel_id().get()).await;
    let caller = caller_of(ctx);
    let place = place_of(ctx);
    let outbox = ctx.data().call(move |s| s.end_game(place, &caller)).await?;
    finish(ctx, turn, outbox).await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// `/game create`'s scenario autocomplete offers the chosen ruleset's scenarios only, read
    /// from the option Discord sends inside the subcommand (a 2040 lobby is not offered
    /// 2016's mini-expansion).
    #[test]
    fn the_scenario_autocomplete_follows_the_ruleset_chosen() {
        let options: Vec<serenity::CommandDataOption> = serde_json::from_value(serde_json::json!([
            {"name": "create", "type": 1, "options": [
                {"name": "players", "type": 4, "value": 2},
                {"name": "ruleset", "type": 3, "value": "2040"},
                {"name": "scenario", "type": 3, "value": "res", "focused": true}
            ]}
        ]))
        .unwrap();
        let chosen = chosen_ruleset(&options);
        assert_eq!(chosen, Some(RulesetKey::A2040));
        let keys: Vec<String> = crate::service::text::scenario_choices(chosen)
            .into_iter()
            .map(|(_, key)| key)
            .collect();
        assert_eq!(keys, ["patriot", "resistance", "build"]);
        assert!(crate::service::text::scenario_choices(None).len() > keys.len());

        let without: Vec<serenity::CommandDataOption> = serde_json::from_value(serde_json::json!([
            {"name": "create", "type": 1, "options": [
                {"name": "ruleset", "type": 3, "value": "chess"}
            ]}
        ]))
        .unwrap();
        assert_eq!(
            chosen_ruleset(&without),
            None,
            "an unknown key chooses nothing"
        );
    }

    /// `/game create variant:` offers Block Riot's variants (BR-10.2, BR-14.2) to a Block
    /// Riot lobby, none to a 2016 one, and after a comma completes the list with the
    /// variants not named yet.
    #[test]
    fn the_variant_autocomplete_follows_the_ruleset_and_the_list_typed() {
        use crate::service::text::variant_choices;
        let keys = |typed: &str| -> Vec<String> {
            variant_completions(variant_choices(Some(RulesetKey::BlockRiot)), typed)
                .into_iter()
                .map(|(_, key)| key)
                .collect()
        };
        assert_eq!(keys(""), ["steered-police", "spawn-inside-city"]);
        assert_eq!(keys("spawn"), ["spawn-inside-city"]);
        assert_eq!(
            keys("steered-police, "),
            ["steered-police,spawn-inside-city"]
        );
        assert!(keys("steered-police,spawn-inside-city,").is_empty());
        assert!(variant_choices(Some(RulesetKey::Bxb2016)).is_empty());
    }
}

//! Text the engine wants a person to read, without the text: a stable message id and typed
//! arguments. The bot renders it through its Fluent catalogs (`bot/locales/*/main.ftl`),
//! naming districts, sides and cards from the game's data; the engine holds no English.

use crate::seam::Role;
use crate::shared::ids::Cell;
use std::fmt;

/// A message id with its arguments, e.g. `bxb2016-err-die-too-low` with `district`,
/// `difficulty` and `value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Stable: catalogs are keyed by it.
    pub id: &'static str,
    /// Named arguments, in the order the message lists them.
    pub args: Vec<(&'static str, Arg)>,
}

/// A typed message argument. The front end decides how each kind reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(i64),
    /// A district, by its cell (the front end adds the tile's name).
    District(Cell),
    /// A side in the game (a faction in Bloc by Bloc).
    Role(Role),
    /// A card or another piece of game content, by its key in a data file.
    Card {
        deck: &'static str,
        key: String,
    },
    /// A word the catalog translates: an occupation code, a card timing, a syntax hint.
    Token(&'static str),
    /// Text quoted from the player's input, shortened (see [`Arg::text`]).
    Text(String),
    /// Several arguments of one kind, listed.
    List(Vec<Arg>),
    /// Another message, rendered in place (an error inside "line 3: ...").
    Message(Box<Message>),
}

/// Quoted input is cut to this many characters: an error must stay short even when the
/// input was long (Discord refuses messages over 2,000 characters).
pub const QUOTE_MAX: usize = 40;

impl Arg {
    pub fn number(n: impl Into<i64>) -> Arg {
        Arg::Number(n.into())
    }

    /// Quotes player input, cut to [`QUOTE_MAX`] characters (never inside a character).
    pub fn text(s: &str) -> Arg {
        if s.chars().count() <= QUOTE_MAX {
            return Arg::Text(s.to_string());
        }
        let mut t: String = s.chars().take(QUOTE_MAX - 1).collect();
        t.push('…');
        Arg::Text(t)
    }
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, arg: Arg) -> Message {
        self.args.push((name, arg));
        self
    }

    /// The names of the arguments, in order.
    pub fn arg_names(&self) -> Vec<&'static str> {
        self.args.iter().map(|(n, _)| *n).collect()
    }
}

/// Not English: the id and the arguments, for logs and test failures.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (i, (name, arg)) in self.args.iter().enumerate() {
            f.write_str(if i == 0 { " { " } else { ", " })?;
            write!(f, "{name}: {arg}")?;
            if i + 1 == self.args.len() {
                f.write_str(" }")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::District(c) => write!(f, "{c}"),
            Arg::Role(r) => write!(f, "role {}", r.0),
            Arg::Card { deck, key } => write!(f, "{deck}:{key}"),
            Arg::Token(t) => f.write_str(t),
            Arg::Text(t) => write!(f, "{t:?}"),
            Arg::Message(m) => write!(f, "({m})"),
            Arg::List(v) => {
                f.write_str("[")?;
                for (i, a) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// An error or refusal a person reads: its message, and the rule that makes it (an id of
/// the rules digest, such as `R-ACT-4`), if one does.
pub trait Explain {
    fn message(&self) -> Message;
    fn rule(&self) -> Option<&'static str>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_input_stays_short_in_any_script() {
        let long = "é".repeat(4000);
        let Arg::Text(t) = Arg::text(&long) else {
            panic!("text");
        };
        assert_eq!(t.chars().count(), QUOTE_MAX);
        assert!(t.ends_with('…'));
        assert_eq!(Arg::text("B2"), Arg::Text("B2".into()));
    }

    #[test]
    fn display_is_the_id_and_arguments() {
        let m = Message::new("bxb2016-err-die-too-low")
            .with("district", Arg::District(Cell(7)))
            .with("difficulty", Arg::number(4));
        assert_eq!(
            m.to_string(),
            "bxb2016-err-die-too-low { district: C2, difficulty: 4 }"
        );
    }
}

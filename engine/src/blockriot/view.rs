//! What one player or a spectator sees (issue 35's hidden information): the public state,
//! every piece as the viewer may see it, and the viewer's own hand and cause. The type has
//! no field for another's hand or cause, a face-down tile, a deck's order or the generator;
//! another player's concealed leader is shown as an ordinary rioter (BR-7.3), and only the
//! number of that player's concealed leaders is public (each was concealed in view).

use super::action::Order;
use super::data::data;
use super::state::{Config, Game, Owner, Phase, Piece, Place, Public, StackItem, TileRef};
use crate::shared::rng::GameRng;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Option<u8>,
    pub config: Config,
    pub public: Public,
    /// Every piece, sorted, as the viewer sees it.
    pub pieces: Vec<Piece>,
    /// Concealed leaders on the board, per player (BR-7.3).
    pub concealed: Vec<u8>,
    /// Which house sites still hold a face-down tile.
    pub houses_standing: Vec<bool>,
    /// The viewer's hand and cause (none for a spectator).
    pub hand: Option<Vec<u8>>,
    pub cause: Option<u8>,
    /// The viewer's own sealed curfew order (BR-10.6); the others' show only as not
    /// waiting any more (`public.curfew`).
    pub order: Option<Order>,
}

impl Game {
    /// The game as `viewer` may see it (`None`: a spectator).
    pub fn view(&self, viewer: Option<u8>) -> View {
        let viewer = viewer.filter(|&v| v < self.config.players);
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .map(|p| {
                let mut p = *p;
                if p.concealed && Some(p.owner) != viewer.map(Owner::Player) {
                    p.leader = false;
                    p.concealed = false;
                }
                p
            })
            .collect();
        pieces.sort_unstable();
        let concealed = (0..self.config.players)
            .map(|s| {
                self.pieces
                    .iter()
                    .filter(|p| p.concealed && p.owner == Owner::Player(s))
                    .count() as u8
            })
            .collect();
        View {
            viewer,
            config: self.config.clone(),
            public: self.public.clone(),
            pieces,
            concealed,
            houses_standing: self.house_tiles.iter().map(Option::is_some).collect(),
            hand: viewer.map(|v| self.hand(v).to_vec()),
            cause: viewer.and_then(|v| self.cause(v)),
            order: viewer.and_then(|v| self.order(v)),
        }
    }

    /// A full game consistent with `view`: the public state as shown, the viewer's own
    /// secrets kept, everything else dealt again from `seed` (Search::determinize).
    pub fn determinize(view: &View, seed: u64) -> Game {
        let d = data();
        let mut rng = GameRng::from_seed(seed);
        let public = view.public.clone();
        let players = view.config.players;
        // Concealed leaders of the others: that many of their standing plain rioters.
        let mut pieces = view.pieces.clone();
        for s in 0..players {
            if Some(s) == view.viewer {
                continue;
            }
            let mut candidates: Vec<usize> = pieces
                .iter()
                .enumerate()
                .filter(|(_, p)| {
                    p.owner == Owner::Player(s)
                        && matches!(p.place, Place::Board(_))
                        && p.stunned.is_none()
                        && !p.leader
                })
                .map(|(i, _)| i)
                .collect();
            rng.shuffle(&mut candidates);
            for &i in candidates.iter().take(usize::from(
                view.concealed.get(usize::from(s)).copied().unwrap_or(0),
            )) {
                pieces[i].leader = true;
                pieces[i].concealed = true;
            }
        }
        // House tiles: the ones never shown, dealt to the standing sites.
        let mut unseen: Vec<u8> = (0..d.houses.len() as u8)
            .filter(|t| !public.houses_shown.contains(t))
            .collect();
        rng.shuffle(&mut unseen);
        let house_tiles = view
            .houses_standing
            .iter()
            .map(|&standing| if standing { unseen.pop() } else { None })
            .collect();
        // City tiles: the shown ones stay; the rest dealt to the hidden cities and the spares.
        let mut hidden: Vec<u8> = (0..d.city_tiles.len() as u8)
            .filter(|t| !public.city_shown.contains(&Some(*t)))
            .collect();
        rng.shuffle(&mut hidden);
        let city_tiles = public
            .city_shown
            .iter()
            .map(|shown| shown.or_else(|| hidden.pop()).unwrap_or(0))
            .collect();
        let spare_city = hidden;
        // The hall pile: the tiles nobody holds or spent.
        let held_hall: Vec<u8> = public
            .players
            .iter()
            .flat_map(|p| p.loot.iter())
            .chain(public.stack.iter().filter_map(|i| match i {
                StackItem::Tile(t) => Some(t),
                _ => None,
            }))
            .filter_map(|t| match t {
                TileRef::Hall(h) => Some(*h),
                _ => None,
            })
            .collect();
        let mut hall_pile: Vec<u8> = (0..d.hall.len() as u8)
            .filter(|t| !held_hall.contains(t) && !public.spent_tiles.contains(&TileRef::Hall(*t)))
            .collect();
        rng.shuffle(&mut hall_pile);
        hall_pile.truncate(usize::from(public.hall_left));
        // Green cards: all but the viewer's hand, the discard and the stack's, dealt to the
        // other hands and the deck.
        let own = view.hand.clone().unwrap_or_default();
        let stack_greens: Vec<u8> = public
            .stack
            .iter()
            .filter_map(|i| match i {
                StackItem::Green(c) => Some(*c),
                _ => None,
            })
            .collect();
        let mut greens: Vec<u8> = (0..d.green.len() as u8)
            .filter(|c| {
                !own.contains(c) && !public.green_discard.contains(c) && !stack_greens.contains(c)
            })
            .collect();
        rng.shuffle(&mut greens);
        let mut hands = Vec::new();
        for s in 0..players {
            if Some(s) == view.viewer {
                hands.push(own.clone());
                continue;
            }
            let n = public.players[usize::from(s)].hand_size;
            let mut h: Vec<u8> = (0..n).filter_map(|_| greens.pop()).collect();
            h.sort_unstable();
            hands.push(h);
        }
        let green_deck = greens;
        let mut yellow_deck: Vec<u8> = (0..d.yellow.len() as u8)
            .filter(|c| {
                !public.yellow_row.contains(c)
                    && !public.yellow_discard.contains(c)
                    && !public.players.iter().any(|p| p.yellows.contains(c))
                    && !public.stack.contains(&StackItem::Yellow(*c))
            })
            .collect();
        rng.shuffle(&mut yellow_deck);
        let stack_blues: Vec<u8> = public
            .stack
            .iter()
            .filter_map(|i| match i {
                StackItem::Blue(c) => Some(*c),
                _ => None,
            })
            .collect();
        let mut blue_deck: Vec<u8> = (0..d.blue.len() as u8)
            .filter(|c| !public.blue_discard.contains(c) && !stack_blues.contains(c))
            .collect();
        rng.shuffle(&mut blue_deck);
        let mut red_deck: Vec<u8> = (0..d.red.len() as u8)
            .filter(|c| !public.red_discard.contains(c))
            .collect();
        rng.shuffle(&mut red_deck);
        // Causes: the viewer's kept, the others drawn from the rest.
        let mut causes = vec![None; usize::from(players)];
        if view.config.mode == super::state::Mode::Competitive {
            let mut rest: Vec<u8> = (0..d.causes.len() as u8)
                .filter(|c| Some(*c) != view.cause)
                .collect();
            rng.shuffle(&mut rest);
            for (s, c) in causes.iter_mut().enumerate() {
                *c = if Some(s as u8) == view.viewer {
                    view.cause
                } else {
                    rest.pop()
                };
            }
        }
        // Sealed orders: the viewer's kept; another seat's that is in, "stay" (any order
        // it could give shows the same).
        let orders = (0..players)
            .map(|s| {
                if Some(s) == view.viewer {
                    return view.order;
                }
                let given = public.phase == Phase::Curfew
                    && !public.players[usize::from(s)].dominated
                    && public
                        .curfew
                        .as_ref()
                        .is_some_and(|c| c.waiting.get(usize::from(s)) == Some(&false));
                given.then_some(Order::Stay)
            })
            .collect();
        Game {
            config: view.config.clone(),
            public,
            pieces,
            house_tiles,
            city_tiles,
            spare_city,
            hall_pile,
            hands,
            causes,
            green_deck,
            yellow_deck,
            blue_deck,
            red_deck,
            orders,
            rng: GameRng::from_seed(seed ^ 0x5eed_b10c),
        }
    }
}

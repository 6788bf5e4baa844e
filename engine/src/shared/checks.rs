//! Whether applying a command makes its checks, or the position it changes listed it
//! (issue 11: `Search::apply_listed_in`).

/// Whether applying a command makes its checks (issue 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// The command may come from anyone: every check is made.
    Make,
    /// The position being changed listed the command itself (its legal commands, or a
    /// random draw among them), which made the checks: they are not made again. Debug
    /// builds make them anyway and panic if one fails.
    Listed,
}

impl Checks {
    /// `check`'s result when checks are made; `Ok` for a listed command (debug builds run
    /// the check anyway and panic if it fails).
    pub(crate) fn run<E: std::fmt::Debug>(
        self,
        check: impl FnOnce() -> Result<(), E>,
    ) -> Result<(), E> {
        match self {
            Checks::Make => check(),
            Checks::Listed => {
                #[cfg(debug_assertions)]
                if let Err(e) = check() {
                    panic!("a command applied as listed fails its check: {e:?}");
                }
                Ok(())
            }
        }
    }

    /// Whether `check` holds when checks are made; true for a listed command (debug builds
    /// run the check anyway and panic if it fails).
    pub(crate) fn hold(self, check: impl FnOnce() -> bool) -> bool {
        match self {
            Checks::Make => check(),
            Checks::Listed => {
                debug_assert!(check(), "a command applied as listed fails its check");
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Checks;

    #[test]
    fn checks_made_give_their_verdict() {
        assert_eq!(Checks::Make.run(|| Err::<(), _>("refused")), Err("refused"));
        assert_eq!(Checks::Make.run(|| Ok::<(), &str>(())), Ok(()));
        assert!(!Checks::Make.hold(|| false));
        assert!(Checks::Listed.hold(|| true));
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "fails its check")]
    fn a_listed_command_failing_a_condition_panics_in_debug_builds() {
        let _ = Checks::Listed.hold(|| false);
    }

    /// A listing that offered an illegal command would go unnoticed in release builds,
    /// where a listed command's checks are skipped: debug builds (the tests) make them.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "fails its check")]
    fn a_listed_command_failing_its_check_panics_in_debug_builds() {
        let _ = Checks::Listed.run(|| Err::<(), _>("refused"));
    }
}

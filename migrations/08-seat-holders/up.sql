-- blocbot schema, version 8: who last held a seat a computer now runs (issue 31, "no seat
-- can be taken"). A seat a person held, and the cards it carries, may go back to that
-- person only (README, "Referee commands"). `former_user_id` is that person for a computer
-- seat (NULL for a person's seat, and for a computer seat no person ever held). Computer
-- seats of games in progress before this version may have been held by someone it did not
-- record: they get 0, which no Discord user has, so no person may take them.
ALTER TABLE seats ADD COLUMN former_user_id INTEGER;
UPDATE seats SET former_user_id = 0
WHERE computer IS NOT NULL AND game_id IN (SELECT id FROM games WHERE status = 'active');

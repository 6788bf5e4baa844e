-- blocbot schema, version 5: a seat may be a computer player (issue 11).
-- `computer` is its level (ai::Level keys); NULL: a person. A computer seat's user_id is
-- 0, which no Discord user has: it is never pinged, sent a DM, or matched to a caller.
ALTER TABLE seats ADD COLUMN computer TEXT
    CHECK (computer IS NULL OR computer IN ('easy', 'normal', 'strong'));

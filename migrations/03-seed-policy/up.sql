-- blocbot schema, version 3: a seed chosen at /game create is public (issue 9).
-- Hidden draws derive from the seed, so a game whose seed someone chose is announced as a
-- replay on the lobby post and on every board. Games created before this version had
-- random seeds unless a test or an operator chose them; they are not announced.
ALTER TABLE games ADD COLUMN seed_chosen INTEGER NOT NULL DEFAULT 0 CHECK (seed_chosen IN (0, 1));

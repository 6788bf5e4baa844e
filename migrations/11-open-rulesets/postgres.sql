-- blocbot schema, version 11, PostgreSQL dialect of up.sql beside it: the column keeps its
-- place, only its CHECK goes (named by PostgreSQL's rule for an unnamed column constraint).
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_ruleset_check;

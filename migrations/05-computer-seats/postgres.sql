-- blocbot schema, version 5, PostgreSQL dialect of up.sql beside it.
ALTER TABLE seats ADD COLUMN computer TEXT
    CHECK (computer IS NULL OR computer IN ('easy', 'normal', 'strong'));

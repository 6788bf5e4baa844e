-- blocbot schema, version 8, PostgreSQL dialect of up.sql beside it.
ALTER TABLE seats ADD COLUMN former_user_id BIGINT;
UPDATE seats SET former_user_id = 0
WHERE computer IS NOT NULL AND game_id IN (SELECT id FROM games WHERE status = 'active');

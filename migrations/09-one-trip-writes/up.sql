-- blocbot schema, version 9: data that stays bounded (issue 39). Delivered outbox rows and
-- claimed interaction ids are deleted once Discord can no longer send the interaction again
-- (its 15-minute window); these indexes let the periodic prune find them without reading
-- the whole table. Pending and failed rows are never pruned (failed ones are kept for
-- inspection).
CREATE INDEX outbox_done ON outbox (done_at) WHERE state IN ('delivered', 'undeliverable');
CREATE INDEX interactions_by_age ON interactions (created_at);

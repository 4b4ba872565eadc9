/**
 * Lua scripts the cluster runs in Redis, so a check and the write it guards are one atomic step
 * across instances. Keys of one topic's messages and deliveries are built inside the scripts from
 * the prefixes passed in (one Redis server, not Redis Cluster).
 */

/**
 * Stores a message unless it is there already (`duplicate`) or its topic holds `max` live messages
 * (`full`). Entries whose message key has expired or was dropped are removed from the index first;
 * at the cap, messages every current recipient but the publisher has acknowledged (one that was
 * owed to a client which has left the topic since) are dropped and announced, and do not count.
 * The topic's recipients are then remembered at least as long as the message lives.
 * KEYS: message key, topic index, recipients set. ARGV: text, ttl ms, publishedAt, hash, max,
 * message key prefix of the topic (`<prefix>m:<topic>:`), channel, delivery key prefix
 * (`<prefix>d:`), topic.
 */
export const publishScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'duplicate' end
local live = {}
for _, member in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  if redis.call('EXISTS', ARGV[6] .. member) == 1 then table.insert(live, member) else redis.call('ZREM', KEYS[2], member) end
end
local count = #live
if count >= tonumber(ARGV[5]) then
  local recipients = redis.call('SMEMBERS', KEYS[3])
  for _, member in ipairs(live) do
    local publisher = cjson.decode(redis.call('GET', ARGV[6] .. member)).publisherHash
    local acknowledged = false
    for _, recipient in ipairs(recipients) do
      if recipient ~= publisher then
        if redis.call('GET', ARGV[8] .. recipient .. ':' .. ARGV[9] .. ':' .. member) ~= 'done' then acknowledged = false break end
        acknowledged = true
      end
    end
    if publisher and acknowledged then
      redis.call('DEL', ARGV[6] .. member)
      redis.call('ZREM', KEYS[2], member)
      redis.call('PUBLISH', ARGV[7], cjson.encode({ settled = { topic = ARGV[9], hash = member } }))
      count = count - 1
    end
  end
end
if count >= tonumber(ARGV[5]) then return 'full' end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'GT')
redis.call('PEXPIRE', KEYS[2], ARGV[2], 'NX')
redis.call('PEXPIRE', KEYS[3], ARGV[2], 'GT')
redis.call('PUBLISH', ARGV[7], ARGV[1])
return 'stored'
`

/**
 * Marks a delivery done; then, when every recipient of the topic other than the publisher has it
 * done, drops the message (key and index entry) and announces that. Returns 1 when dropped.
 * KEYS: the acknowledging client's delivery key, the topic's recipients set, message key, topic
 * index. ARGV: ttl ms, acknowledging client's hash, publisher's hash, delivery key prefix
 * (`<prefix>d:`), delivery key suffix (`:<topic>:<hash>`), hash, channel, announcement.
 */
export const confirmScript = `
redis.call('SET', KEYS[1], 'done', 'PX', ARGV[1])
if ARGV[2] == ARGV[3] or redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
for _, member in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if member ~= ARGV[3] and member ~= ARGV[2] and redis.call('GET', ARGV[4] .. member .. ARGV[5]) ~= 'done' then return 0 end
end
redis.call('DEL', KEYS[3])
redis.call('ZREM', KEYS[4], ARGV[6])
redis.call('PUBLISH', ARGV[7], ARGV[8])
return 1
`

/** Deletes a lease only if it is still ours (never undoes a `done`). KEYS: delivery key. ARGV: lease value. */
export const releaseScript = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

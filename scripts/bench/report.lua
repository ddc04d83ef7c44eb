-- wrk's summary as one JSON line, for scripts/bench-http.ts to read.
-- With BENCH_POST set, every request is a demo request from its own
-- X-Forwarded-For address (the per-client rate limit would refuse the rest),
-- and the answers with a 2xx status are counted ("acknowledged"), so the
-- bench can compare them with the rows the store holds afterwards.
-- BENCH_CLIENT_BASE starts the addresses further on, for a run that must not
-- meet the addresses an earlier run on the same server used. Answers of 400
-- (a body the form refuses) are counted too ("refused").
local counter = tonumber(os.getenv("BENCH_CLIENT_BASE") or "0")
acknowledged = 0
refused = 0
local body = os.getenv("BENCH_POST")
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

request = function()
  if body == nil then
    return wrk.format("GET")
  end
  counter = counter + 1
  local headers = {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256),
  }
  return wrk.format("POST", nil, headers, body)
end

-- Only when posting: a response() callback makes wrk parse every answer.
if body ~= nil then
  response = function(status)
    if status >= 200 and status < 300 then
      acknowledged = acknowledged + 1
    elseif status == 400 then
      refused = refused + 1
    end
  end
end

done = function(summary, latency, requests)
  local errors = summary.errors
  local ok = 0
  local refusals = 0
  for _, thread in ipairs(threads) do
    ok = ok + (thread:get("acknowledged") or 0)
    refusals = refusals + (thread:get("refused") or 0)
  end
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"p50ms":%.3f,"p99ms":%.3f,"non2xx":%d,"socketErrors":%d,"acknowledged":%d,"refused":%d}\n',
    summary.requests,
    summary.duration / 1e6,
    latency:percentile(50) / 1000,
    latency:percentile(99) / 1000,
    errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    ok,
    refusals
  ))
end

-- Fixed-window request counters (per-IP budgets of OTP issue and verify): one row per key and
-- window; `window_start` is epoch milliseconds like every other time here.
create table secure_rate_windows (
  key text primary key,
  window_start double precision not null,
  hits integer not null
);

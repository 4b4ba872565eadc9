-- Expired budget windows and cooldowns are deleted as sign-ins come in (issue 33): every new device
-- key or client address adds rows, so they are found by age.
create index secure_rate_windows_start on secure_rate_windows (window_start);
create index secure_cooldowns_sent on secure_cooldowns (last_sent_at);

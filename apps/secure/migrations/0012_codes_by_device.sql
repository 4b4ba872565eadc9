-- Sign-in codes are looked up per requesting device (issue 33): a code another device asked for
-- for the same email neither voids nor is voided by this device's. The OTP budgets (per email for
-- approved and for new devices, per device, per client address) are rows of secure_rate_windows.
create index secure_codes_device_lookup on secure_codes (purpose, email, device_id, created_at desc);

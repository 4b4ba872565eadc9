-- The images of an imported wallet catalogue, fetched at import time from the listing's image
-- URLs (GET /v1/images/wallets/{id} serves them). Replaced with the catalogue, in its transaction.
create table wallet_catalogue_images (
  wallet_id text primary key,
  content_type text not null,
  body bytea not null,
  etag text not null
);

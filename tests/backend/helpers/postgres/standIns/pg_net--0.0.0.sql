-- Stand-in for Supabase's pg_net, for the tests' PostgreSQL server: net.http_post with pg_net's signature, which queues the request in net.http_request_queue (as pg_net does before its worker sends it) and sends nothing, so a test can read what a job would have sent.

create schema net;

create table net.http_request_queue (
  id bigint generated always as identity primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
volatile
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id;
$$;

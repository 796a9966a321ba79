-- Production refresh: pg_cron + pg_net call fetch-trump-news every 30 minutes, reading the project URL and key from Vault; skipped (with a notice) where those extensions are missing, e.g. PGlite.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or to_regclass('vault.decrypted_secrets') is null then
    raise notice 'pg_cron, pg_net or Vault not available: the news refresh schedule was not created';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;

  -- The secrets are read when the job runs, not now: set them with vault.create_secret
  -- (see docs/backend.md). Until both exist the job does nothing.
  -- cron.schedule with an existing job name replaces that job, so re-running is safe.
  execute $sql$
    select cron.schedule(
      'fetch-trump-news-every-30-minutes',
      '*/30 * * * *',
      $job$
      select net.http_post(
               url := s.project_url || '/functions/v1/fetch-trump-news',
               headers := jsonb_build_object(
                 'Content-Type', 'application/json',
                 'apikey', s.api_key,
                 'Authorization', 'Bearer ' || s.api_key),
               body := '{}'::jsonb,
               timeout_milliseconds := 30000
             ) as request_id
        from (
          select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
                 (select decrypted_secret from vault.decrypted_secrets where name = 'publishable_key') as api_key
        ) as s
       where s.project_url is not null
         and s.api_key is not null;
      $job$
    )
  $sql$;
end
$migration$;

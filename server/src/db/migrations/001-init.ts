/** The whole domain's schema (PostgreSQL dialect; runs on PGlite and PostgreSQL alike). */
export const sql = /* sql */ `
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE customer_companies (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  contact_name text,
  contact_phone text,
  address text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  authority text NOT NULL CHECK (authority IN ('manager', 'customer', 'technician')),
  allow_dispatch boolean NOT NULL DEFAULT false,
  avatar text,
  im_uid text UNIQUE,
  im_pwd text,
  customer_id integer REFERENCES customer_companies(id),
  phone text,
  telephone text,
  job_id integer,
  dept_id integer,
  status text NOT NULL DEFAULT 'onTheJob' CHECK (status IN ('onTheJob', 'left')),
  is_delete boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT '{}',
  authorities text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (authority <> 'customer' OR customer_id IS NOT NULL)
);
CREATE INDEX users_customer_idx ON users (customer_id);
CREATE INDEX users_job_dept_idx ON users (job_id, dept_id);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  remember boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  success boolean NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user_at_idx ON login_attempts (username, at);

CREATE TABLE password_reset_requests (
  id serial PRIMARY KEY,
  username text NOT NULL,
  user_id integer REFERENCES users(id),
  phone text,
  note text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_by integer REFERENCES users(id),
  handled_at timestamptz
);

CREATE TABLE files (
  id bigserial PRIMARY KEY,
  url text NOT NULL,
  origin_name text NOT NULL,
  ext text NOT NULL,
  size bigint NOT NULL,
  mime text,
  storage_key text NOT NULL,
  uploader_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  name text NOT NULL,
  customer_id integer NOT NULL REFERENCES customer_companies(id),
  code text,
  is_valid boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_customer_idx ON projects (customer_id);

CREATE TABLE service_contents (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_contents_project_idx ON service_contents (project_id);

CREATE TABLE project_guidelines (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id),
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_guidelines_project_idx ON project_guidelines (project_id);

CREATE TABLE project_documents (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id),
  service_content_id integer REFERENCES service_contents(id),
  file_id bigint REFERENCES files(id),
  file_path text NOT NULL,
  origin_name text NOT NULL,
  ext text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE repair_users (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer_companies(id),
  name text NOT NULL,
  repair_no text,
  contact_name text NOT NULL,
  contact_phone text NOT NULL,
  region_codes text[] NOT NULL DEFAULT '{}',
  region_text text NOT NULL DEFAULT '',
  address_detail text NOT NULL DEFAULT '',
  is_valid boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX repair_users_customer_idx ON repair_users (customer_id, is_valid);

CREATE SEQUENCE service_no_seq;

CREATE TABLE service_orders (
  id bigserial PRIMARY KEY,
  service_no text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pendingDispatch', 'pendingOrders', 'toArrive', 'toCompleted',
    'pendingAcceptance', 'income', 'expenses', 'pendingConfirmation', 'confirmed', 'cancelled')),
  customer_id integer NOT NULL REFERENCES customer_companies(id),
  project_id integer NOT NULL REFERENCES projects(id),
  project_name text NOT NULL,
  service_content_id integer NOT NULL REFERENCES service_contents(id),
  service_content text NOT NULL,
  repair_user_id integer REFERENCES repair_users(id),
  repair_user_name text NOT NULL,
  repair_no text,
  repair_user_address text NOT NULL,
  region_codes text[] NOT NULL DEFAULT '{}',
  contact_name text NOT NULL,
  contact_phone text NOT NULL,
  fault_description text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]',
  engineer_id integer REFERENCES users(id),
  engineer_name text,
  engineer_company_name text,
  responsible_person_id integer REFERENCES users(id),
  dispatcher_id integer REFERENCES users(id),
  creator_id integer REFERENCES users(id),
  creator_name text NOT NULL,
  parent_id bigint REFERENCES service_orders(id),
  first_train text,
  lack_receipt text,
  is_lack_receipt boolean NOT NULL DEFAULT false,
  cancel_reason text,
  request_key text UNIQUE,
  appointment_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  dispatch_time timestamptz,
  arrive_time timestamptz,
  completion_time timestamptz,
  acceptance_time timestamptz,
  income_time timestamptz,
  expenses_time timestamptz,
  settlement_time timestamptz,
  confirm_time timestamptz,
  track_record_time timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 0
);
CREATE INDEX service_orders_customer_status_idx ON service_orders (customer_id, status, create_time DESC, id DESC);
CREATE INDEX service_orders_status_idx ON service_orders (status, create_time DESC, id DESC);
CREATE INDEX service_orders_create_idx ON service_orders (create_time DESC, id DESC);
CREATE INDEX service_orders_engineer_idx ON service_orders (engineer_id, status);
CREATE INDEX service_orders_appointment_idx ON service_orders (appointment_time);
CREATE INDEX service_orders_parent_idx ON service_orders (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX service_orders_project_idx ON service_orders (project_id);

CREATE TABLE order_timeline (
  id bigserial PRIMARY KEY,
  service_id bigint NOT NULL REFERENCES service_orders(id),
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  note text,
  operator_id integer REFERENCES users(id),
  operator_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_timeline_service_idx ON order_timeline (service_id, id);

CREATE TABLE tracking_records (
  id bigserial PRIMARY KEY,
  service_id bigint NOT NULL REFERENCES service_orders(id),
  engineer_id integer REFERENCES users(id),
  content text NOT NULL,
  contact_time timestamptz NOT NULL,
  creator_id integer REFERENCES users(id),
  creator_name text NOT NULL,
  reminder_id integer REFERENCES users(id),
  is_customer_visibility boolean NOT NULL DEFAULT false,
  is_engineer_visible boolean NOT NULL DEFAULT false,
  is_remind boolean NOT NULL DEFAULT false,
  remind_time timestamptz,
  remind_sent_at timestamptz,
  type text NOT NULL DEFAULT 'content',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_records_service_idx ON tracking_records (service_id, id);
CREATE INDEX tracking_records_remind_idx ON tracking_records (remind_time) WHERE is_remind AND remind_sent_at IS NULL;

CREATE TABLE courier_companies (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE
);

CREATE TABLE accessories (
  id bigserial PRIMARY KEY,
  service_id bigint NOT NULL REFERENCES service_orders(id),
  customer_id integer NOT NULL REFERENCES customer_companies(id),
  courier_company_id integer REFERENCES courier_companies(id),
  courier_no text,
  receiver_id integer REFERENCES users(id),
  remark text,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'sent', 'received')),
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX accessories_service_idx ON accessories (service_id);
CREATE INDEX accessories_customer_idx ON accessories (customer_id, created_at DESC);

CREATE TABLE accessory_lines (
  id bigserial PRIMARY KEY,
  accessory_id bigint NOT NULL REFERENCES accessories(id) ON DELETE CASCADE,
  name text NOT NULL,
  model text,
  quantity integer NOT NULL CHECK (quantity > 0)
);

CREATE TABLE receipt_templates (
  id serial PRIMARY KEY,
  service_content_id integer REFERENCES service_contents(id),
  name text NOT NULL,
  is_customer_visible boolean NOT NULL DEFAULT false,
  is_engineer_visible boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE receipts (
  id bigserial PRIMARY KEY,
  service_id bigint NOT NULL REFERENCES service_orders(id),
  template_id integer REFERENCES receipt_templates(id),
  file_id bigint REFERENCES files(id),
  url text NOT NULL,
  name text NOT NULL,
  origin text NOT NULL DEFAULT 'sys' CHECK (origin IN ('easemob', 'sys', 'other')),
  msg_id text,
  is_watermarked boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_service_idx ON receipts (service_id);

CREATE TABLE fee_rows (
  id bigserial PRIMARY KEY,
  service_id bigint NOT NULL REFERENCES service_orders(id),
  kind text NOT NULL CHECK (kind IN ('income', 'expense')),
  sort_id integer NOT NULL,
  fee_index text NOT NULL,
  end_range numeric(14, 2),
  amount numeric(14, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fee_rows_service_idx ON fee_rows (service_id, kind, sort_id);

CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  title text NOT NULL,
  content text NOT NULL,
  repair_user_name text,
  link text,
  kind text NOT NULL DEFAULT 'system',
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read')),
  send_time timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notices_user_idx ON notices (user_id, status, send_time DESC);

CREATE TABLE system_announcements (
  id serial PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'withdrawn')),
  publisher_id integer REFERENCES users(id),
  publisher_name text NOT NULL,
  publish_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX system_announcements_status_idx ON system_announcements (status, publish_time DESC);

CREATE TABLE dictionaries (
  id serial PRIMARY KEY,
  dict_type text NOT NULL,
  dict_value text NOT NULL,
  dict_data_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX dictionaries_type_idx ON dictionaries (dict_type, sort);

CREATE TABLE chat_channels (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL UNIQUE,
  type text NOT NULL DEFAULT 'groupchat' CHECK (type IN ('chat', 'groupchat')),
  owner integer REFERENCES users(id),
  name text NOT NULL,
  avatar text,
  service_id bigint REFERENCES service_orders(id),
  im_group_id text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chat_channels_service_idx ON chat_channels (service_id) WHERE service_id IS NOT NULL;

CREATE TABLE chat_members (
  id bigserial PRIMARY KEY,
  channel_id bigint NOT NULL REFERENCES chat_channels(id),
  user_id integer NOT NULL REFERENCES users(id),
  uid text NOT NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'staff',
  unread_num integer NOT NULL DEFAULT 0,
  last_read_record_id bigint,
  joined_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id);

CREATE TABLE chat_records (
  id bigserial PRIMARY KEY,
  msg_id text NOT NULL UNIQUE,
  channel_id bigint NOT NULL REFERENCES chat_channels(id),
  group_id text NOT NULL,
  from_user_id integer REFERENCES users(id),
  to_user_id text NOT NULL,
  msg_type text NOT NULL CHECK (msg_type IN ('text', 'img', 'file', 'video', 'system')),
  msg_content text NOT NULL,
  chat_type text NOT NULL DEFAULT 'groupchat' CHECK (chat_type IN ('chat', 'groupchat')),
  ext jsonb NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL DEFAULT now(),
  time bigint NOT NULL
);
CREATE INDEX chat_records_channel_idx ON chat_records (channel_id, id DESC);

CREATE TABLE chat_read_receipts (
  record_id bigint NOT NULL REFERENCES chat_records(id),
  user_id integer NOT NULL REFERENCES users(id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (record_id, user_id)
);

CREATE TABLE telephony_calls (
  id bigserial PRIMARY KEY,
  service_id bigint REFERENCES service_orders(id),
  from_user text NOT NULL,
  to_user text NOT NULL,
  caller_id integer REFERENCES users(id),
  provider text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE frontend_releases (
  id serial PRIMARY KEY,
  remote text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('stable', 'canary')),
  version text NOT NULL,
  entry text NOT NULL,
  rollout_percent integer NOT NULL DEFAULT 0 CHECK (rollout_percent BETWEEN 0 AND 100),
  rollout_users integer[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (remote, channel)
);
`;

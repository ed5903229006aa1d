/** A user as the listed-users picker shows it. */
export interface UserOption {
  id: number;
  name: string;
  username: string;
}

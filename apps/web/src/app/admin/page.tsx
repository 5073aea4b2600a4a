import { redirect } from "next/navigation";
import { ADMIN_HOME_PATH } from "@/config/admin-navigation";

export default function AdminHomePage() {
  redirect(ADMIN_HOME_PATH);
}

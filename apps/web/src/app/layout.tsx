import { Outlet } from 'react-router-dom';

/** The app frame around every page (bottom bar, floating chat icon, transitions). */
export function AppLayout() {
  return (
    <div className="app-frame">
      <Outlet />
    </div>
  );
}

import { HomeView } from '../components/home-view';

/** 首页 (spec 2 §2). */
export default function HomePage() {
  return <HomeView />;
}

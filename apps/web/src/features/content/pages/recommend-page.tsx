import { HomeView } from '../components/home-view';

/** /recommend counts as home (spec 2 §2). */
export default function RecommendPage() {
  return <HomeView />;
}

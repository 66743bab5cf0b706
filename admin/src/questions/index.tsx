import { Navigate, Route, useParams } from 'react-router-dom';
import { QuestionEdit } from './question-edit';
import { QuestionList } from './question-list';

export const questionViews = { list: QuestionList, edit: QuestionEdit };

const listUrl = (keyword?: string, page?: string) => {
  const params = new URLSearchParams();
  const q = keyword?.trim(); // SPEC §5: blank after trimming means no search
  if (q) params.set('filter', JSON.stringify({ q }));
  if (page && Number(page) > 1) params.set('page', page);
  const query = params.toString();
  return `/admin/questions${query ? `?${query}` : ''}`;
};

function ToList() {
  const { keyword, page } = useParams();
  return <Navigate to={listUrl(keyword, page)} replace />;
}

function ToEdit() {
  const { id } = useParams();
  return <Navigate to={`/admin/questions/${id}`} replace />;
}

/** The spec's paths (SPEC §2 Admin routes), including the learner app's search box target. */
export const questionRoutes = [
  <Route key="qf" path="/questionfilter" element={<ToList />} />,
  <Route key="qfp" path="/questionfilter/page/:page" element={<ToList />} />,
  <Route key="qfs" path="/questionfilter/search/:keyword" element={<ToList />} />,
  <Route key="qfsp" path="/questionfilter/search/:keyword/page/:page" element={<ToList />} />,
  <Route key="qfe" path="/questionfilter/:id/edit" element={<ToEdit />} />,
];

import { Link } from 'react-router-dom';
import { languageName, maxLevel, measuredGap, measuredLevel, measuredLevelText } from '@lebe/domain';
import { paths } from '../../../config/paths';
import type { LanguageFigures } from '../api/dashboard';
import { BarChart } from '../../../components/charts/bar-chart';
import { DonutChart } from '../../../components/charts/donut-chart';
import { KnowledgeHeatmap, knowledgeHeatmapTitle, percent } from '../../../components/charts/knowledge-heatmap';
import { NoData, StatCard } from './stat-card';
import { TrickyWords } from './tricky-words';

/** Figures of one language: counts, fluency score and its name, accuracy by level and by knowledge type, tricky words. */
export function LanguagePanels({ language, figures }: { language: string; figures: LanguageFigures }) {
  const name = languageName(language);
  const heat = figures.heatmap ?? [];
  const levels = [...new Set(heat.flatMap((r) => r.points.map((p) => p.x)))].sort((a, b) => a - b);
  return (
    <>
      <div className="stat-row">
        <StatCard label="Total Unique Questions Answered" value={figures.questionCount} />
        <StatCard label="Total Answers" value={figures.answerCount} />
        <div className="card stat-card fluency-card">
          <div className="stat-label">{name} Fluency Score</div>
          {figures.lebe ? (
            <>
              <div className="stat-value">{figures.lebe.lebeScore.toFixed(2)}</div>
              <div className="stat-note">
                {figures.lebe.levelName ?? 'Answer 5 questions at one level to get a score'}
              </div>
            </>
          ) : (
            <div className="stat-value">Data Not Found</div>
          )}
        </div>
        <AbilityCard language={language} ability={figures.ability} practising={figures.practiceLevel} />
      </div>
      <div className="chart-grid">
        {figures.donut && figures.donut.totalCount > 0 ? (
          <DonutChart title={`${name} Accuracy`} items={figures.donut.donutData} accuracy={figures.donut.accuracy} />
        ) : (
          <NoData title={`${name} Accuracy`} />
        )}
        {figures.accuracyByLevel?.length ? (
          <BarChart
            title="Accuracy by level"
            xLabel="Level"
            yLabel="Accuracy (%)"
            yMax={100}
            format={percent}
            axisFormat={(v) => `${v}%`}
            data={figures.accuracyByLevel.map((d) => ({ x: d.level, y: d.accuracy, note: `${d.answers} answers` }))}
          />
        ) : (
          <NoData title="Accuracy by level" />
        )}
      </div>
      {heat.length ? (
        <KnowledgeHeatmap
          levels={levels}
          rows={heat.map((r) => ({
            label: r.knowledgeType.replace(/_/g, ' '),
            cells: Object.fromEntries(
              r.points.map((p) => [p.x, { value: p.y, color: p.color, note: `${p.count} answers` }]),
            ),
          }))}
        />
      ) : (
        <NoData title={knowledgeHeatmapTitle} />
      )}
      <TrickyWords words={figures.trickyWords} />
    </>
  );
}

/**
 * Where the ability model places the learner in the language (issue 35), in plain words: "Measured level 4,
 * likely 3–5" from θ ± its standard error. It informs: the practice level moves by five in a row alone. A
 * practice level two or more above it gets a kind word and an offer of questions at the measured level.
 */
export function AbilityCard({
  language,
  ability,
  practising,
}: {
  language: string;
  ability: LanguageFigures['ability'];
  practising: number;
}) {
  const measured = ability ? measuredLevel(ability, maxLevel(language)) : null;
  return (
    <div className="card stat-card ability-card">
      <div className="stat-label">{languageName(language)} Measured Level</div>
      {ability === undefined ? (
        <div className="stat-value">Data Not Found</div>
      ) : ability === null || !measured ? (
        <div className="stat-note">Answer a question to get a measured level</div>
      ) : (
        <>
          <div className="stat-value" data-testid="measured-level">
            {measuredLevelText(ability, maxLevel(language))}
          </div>
          <div className="stat-note">From all your answers so far. It guides you; five right in a row move you up.</div>
          {practising >= measured.level + measuredGap && (
            <p className="stat-note measured-gap">
              You practise at level {practising}, a good way above where your answers place you. That is fine: if the
              questions feel hard, some at level {measured.level} will build you up.{' '}
              <Link to={paths.practice.href({ language, level: measured.level })}>
                Practise at level {measured.level}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

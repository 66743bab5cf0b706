import { languageName, levelForAbility, maxLevel, placementConfidence } from '@lebe/domain';
import type { LanguageFigures } from '../api/dashboard';
import { BarChart } from '../../../components/charts/bar-chart';
import { DonutChart } from '../../../components/charts/donut-chart';
import { HeatmapChart } from '../../../components/charts/heatmap-chart';
import { NoData, StatCard } from './stat-card';
import { TrickyWords } from './tricky-words';

const percent = (v: number) => `${v.toFixed(2)}%`;

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
        <AbilityCard language={language} ability={figures.ability} />
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
        <HeatmapChart
          title="Accuracy by knowledge type and level"
          rowLabel="Knowledge type"
          valueLabel="Accuracy"
          format={percent}
          levels={levels}
          rows={heat.map((r) => ({
            label: r.knowledgeType.replace(/_/g, ' '),
            cells: Object.fromEntries(
              r.points.map((p) => [p.x, { value: p.y, color: p.color, note: `${p.count} answers` }]),
            ),
          }))}
        />
      ) : (
        <NoData title="Accuracy by knowledge type and level" />
      )}
      <TrickyWords words={figures.trickyWords} />
    </>
  );
}

/**
 * The learner's ability in the language on the scale levels are defined on (README, "What a level means"):
 * θ ± its standard error, and the level it makes at least `placementConfidence` likely.
 */
export function AbilityCard({ language, ability }: { language: string; ability: LanguageFigures['ability'] }) {
  return (
    <div className="card stat-card ability-card">
      <div className="stat-label">{languageName(language)} Ability (θ ± SE)</div>
      {ability === undefined ? (
        <div className="stat-value">Data Not Found</div>
      ) : ability === null ? (
        <div className="stat-note">Answer a question to get an estimate</div>
      ) : (
        <>
          <div className="stat-value" data-testid="ability">
            {ability.theta.toFixed(2)} ± {ability.se.toFixed(2)}
          </div>
          <div className="stat-note">
            Level {levelForAbility(ability, maxLevel(language))} or above, {Math.round(placementConfidence * 100)} %
            sure
          </div>
        </>
      )}
    </div>
  );
}

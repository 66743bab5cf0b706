import { Link } from 'react-router-dom';
import { levelNames } from '@lebe/domain';
import { paths } from '../../../config/paths';
import { BankSize } from './bank-size';
import { ContactEmail, Forthcoming, StaticPage } from './static-page';

export function AboutScreen() {
  return (
    <StaticPage
      title="About"
      description="Lëbe is a data-driven language-learning tool built on open linguistic data and language-acquisition research."
      lead="A data-driven tool that generates questions from open linguistic data and uses language-acquisition research to give every learner endless practice at the right level."
    >
      <div className="card-grid">
        <section className="card">
          <h2>What Lëbe is</h2>
          <p>
            Lëbe generates questions without end — <BankSize lower /> in 8 languages so far — and grades them into ten
            levels. You answer, and a rolling score of your last five answers decides when you move up.
          </p>
        </section>
        <section className="card">
          <h2>Why it is named Lëbe</h2>
          <p>
            The name comes from the German <em>leben</em>, to live: a language is learned by living in it, one small
            success at a time. The diaeresis is a reminder that every language has letters of its own.
          </p>
        </section>
        <section className="card">
          <h2>How we think learning works</h2>
          <p>
            Learners acquire a language through a great deal of input pitched just above their level, with quick
            feedback and spaced review. Lëbe keeps you there: five right answers in a row and the questions get harder;
            a rough patch and they stay where you are.
          </p>
        </section>
      </div>
    </StaticPage>
  );
}

export function MissionScreen() {
  return (
    <StaticPage
      title="Mission"
      description="Free language practice for every learner up to university level."
      lead="Language practice that is free for every learner up to university level."
    >
      <p>
        Good practice material is expensive to write, so most of it sits behind paywalls. Lëbe generates it from open
        linguistic data instead, which lets us keep the product free up to university level. Later we may add a freemium
        tier for test preparation and professional use; the learning itself stays free.
      </p>
      <p>
        Lëbe is in beta. It works best on a desktop computer for now. Questions or ideas? Write to <ContactEmail />.
      </p>
    </StaticPage>
  );
}

export function FutureScreen() {
  return (
    <StaticPage title="Future plans" description="Where Lëbe is going next." lead="Where Lëbe is going next.">
      <ul className="plain-list">
        <li>A public launch, which we have been aiming at since 2023, after the beta.</li>
        <li>More languages beyond the eight of today, and more question types in each.</li>
        <li>Recorded voices for listening in every language, where today the browser’s own voices speak.</li>
        <li>A possible freemium tier for test preparation and professional use — never for everyday learning.</li>
      </ul>
      <p>
        Already here: practice on phones and tablets as on a desktop, and for teachers a classroom dashboard and a quiz
        generator.
      </p>
      <Forthcoming>Recorded voices for listening are what we build next.</Forthcoming>
    </StaticPage>
  );
}

export function CareersScreen() {
  return (
    <StaticPage
      title="Work with us"
      description="Careers at Lëbe."
      lead="We are a small team building language practice for everyone."
    >
      <p>
        We look for engineers, linguists and teachers who care about learners. There are no open positions listed right
        now, but we read every letter: tell us what you would like to build at <ContactEmail />.
      </p>
      <p>
        Meet the people already here on the <Link to={paths.team.href()}>team page</Link>.
      </p>
    </StaticPage>
  );
}

export function PersonalPageScreen() {
  return (
    <StaticPage title="From the founder" description="Why Lëbe exists, from its founder.">
      <p>
        I learned my second language from worksheets that ran out long before my curiosity did. Lëbe is the tool I
        wanted then: questions that never run out, that meet me at my level, and that cost nothing to a student.
      </p>
      <p>
        It is still a beta, and it is built in the open with teachers and learners. If you have a thought about it,
        write to me at <ContactEmail />.
      </p>
    </StaticPage>
  );
}

const levelMeanings = [
  'Knows a handful of words and greetings.',
  'Recognises common words and very short phrases.',
  'Handles everyday vocabulary and the present tense.',
  'Understands simple sentences on familiar topics.',
  'Uses past and future forms and reads short texts.',
  'Reads and writes on most everyday topics with few errors.',
  'Handles irregular forms and less frequent vocabulary comfortably.',
  'Understands nuance, idiom and complex sentences.',
  'Reads and writes almost anything with precision.',
  'Commands the language like a native writer.',
];

export function LevelsScreen() {
  return (
    <StaticPage
      title="Levels"
      description="The ten levels of Lëbe and what each means."
      lead="Ten levels, from Beginner to God of Language. Five right answers in a row move you up one."
    >
      <p>
        The same rule holds for everyone, signed in or not: when your last five answers at a level are all right, the
        next level opens. Two misses in a row bring another question at the level you are on. Signed in, your dashboard
        also shows a measured level worked out from all your answers; it is there to guide you and never holds you back.
      </p>
      <ol className="levels-list">
        {levelNames.map((name, i) => (
          <li key={name} className="card">
            <span className="level-number">{i + 1}</span>
            <div>
              <h2>{name}</h2>
              <p>{levelMeanings[i]}</p>
            </div>
          </li>
        ))}
      </ol>
    </StaticPage>
  );
}

/** /research: what Lëbe's approach rests on, and no claim of research it has not done. */
export function ResearchScreen() {
  return (
    <StaticPage
      title="Research"
      description="What Lëbe's approach rests on."
      lead="Lëbe has not published research of its own yet."
    >
      <p>
        Its approach follows well-established findings of second-language acquisition: plenty of input pitched just
        above the learner's level, immediate feedback on every answer, and review spaced over time. Levels move with a
        rolling score of your last five answers, so practice stays at that edge.
      </p>
      <p>
        Questions are generated from open linguistic data and graded into ten levels; see{' '}
        <Link to={paths.levels.href()}>what each level means</Link>.
      </p>
    </StaticPage>
  );
}

export function DashboardSampleScreen() {
  return (
    <StaticPage
      title="Dashboard"
      description="See your progress on a learning dashboard."
      lead="Sign in to see your own dashboard: what you answered, how accurate you are at each level, and the words that trip you up."
    >
      <p>
        <Link className="btn btn-primary" to={paths.login.href(paths.dashboard.href())}>
          Sign In
        </Link>{' '}
        <Link className="btn btn-secondary" to={paths.register.href()}>
          Create Account
        </Link>
      </p>
      <figure className="card sample-dashboard">
        <SampleDashboardImage />
        <figcaption>A sample dashboard: accuracy, answers by level and a language–level heatmap.</figcaption>
      </figure>
    </StaticPage>
  );
}

function SampleDashboardImage() {
  const bars = [30, 55, 42, 70, 64, 85];
  return (
    <svg viewBox="0 0 600 260" role="img" aria-label="Sample dashboard with a donut chart, a bar chart and a heatmap">
      <circle cx="110" cy="130" r="70" fill="none" stroke="#e2e6ef" strokeWidth="30" />
      <circle
        cx="110"
        cy="130"
        r="70"
        fill="none"
        stroke="#1e8e4f"
        strokeWidth="30"
        strokeDasharray="330 440"
        transform="rotate(-90 110 130)"
      />
      <text x="110" y="137" textAnchor="middle" fontSize="22" fontWeight="700" fill="#1c2333">
        75%
      </text>
      {bars.map((h, i) => (
        <rect key={i} x={230 + i * 30} y={210 - h * 1.8} width="20" height={h * 1.8} rx="3" fill="#2f5bea" />
      ))}
      {Array.from({ length: 20 }, (_, i) => (
        <rect
          key={`h${i}`}
          x={440 + (i % 5) * 28}
          y={50 + Math.floor(i / 5) * 40}
          width="24"
          height="34"
          rx="3"
          fill={`rgba(47,91,234,${0.15 + ((i * 37) % 80) / 100})`}
        />
      ))}
    </svg>
  );
}

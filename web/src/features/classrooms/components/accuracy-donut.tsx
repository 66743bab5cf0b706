/** The accuracy donut: 100x100, inner radius 30, outer radius 50 (SPEC §2 /studentclassrooms/{id}). */
export function AccuracyDonut({ accuracy }: { accuracy: number }) {
  const size = 100;
  const outer = 50;
  const inner = 30;
  const radius = (outer + inner) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = Math.min(100, Math.max(0, accuracy)) / 100;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`Accuracy ${accuracy.toFixed(2)}%`}
    >
      <circle cx={50} cy={50} r={radius} fill="none" stroke="#e4e8f2" strokeWidth={outer - inner} />
      <circle
        cx={50}
        cy={50}
        r={radius}
        fill="none"
        stroke="#2fa36b"
        strokeWidth={outer - inner}
        strokeDasharray={`${share * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
    </svg>
  );
}

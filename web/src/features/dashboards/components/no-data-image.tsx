/** The empty-dashboard illustration: an empty chart with a magnifying glass (decorative). */
export function NoDataImage() {
  return (
    <svg className="empty-image" width="220" height="160" viewBox="0 0 220 160" role="img" aria-label="No data yet">
      <rect x="20" y="20" width="150" height="110" rx="12" fill="#e8f1fb" />
      <line x1="40" y1="110" x2="150" y2="110" stroke="#7fb1e3" strokeWidth="3" />
      <line x1="40" y1="40" x2="40" y2="110" stroke="#7fb1e3" strokeWidth="3" />
      <rect x="55" y="90" width="16" height="20" rx="3" fill="#b7d4f0" />
      <rect x="83" y="75" width="16" height="35" rx="3" fill="#b7d4f0" />
      <rect x="111" y="95" width="16" height="15" rx="3" fill="#b7d4f0" />
      <circle cx="160" cy="105" r="26" fill="#fff" stroke="#2f5bea" strokeWidth="6" />
      <line x1="178" y1="124" x2="200" y2="146" stroke="#2f5bea" strokeWidth="9" strokeLinecap="round" />
      <text x="160" y="113" textAnchor="middle" fontSize="24" fontWeight="700" fill="#2f5bea">
        ?
      </text>
    </svg>
  );
}

/** Step 1's picture: a lantern, a lucky-money envelope and a branch of apricot blossom (hoa mai). Decorative. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <defs>
        <g id="landing-blossom">
          <circle cx="0" cy="-7" r="6" />
          <circle cx="6.7" cy="-2.2" r="6" />
          <circle cx="4.1" cy="5.7" r="6" />
          <circle cx="-4.1" cy="5.7" r="6" />
          <circle cx="-6.7" cy="-2.2" r="6" />
        </g>
      </defs>
      <path d="M184 0v30" stroke="#ffd76a" strokeWidth="3" />
      <rect x="170" y="26" width="28" height="8" rx="3" fill="#ffd76a" />
      <ellipse cx="184" cy="62" rx="30" ry="30" fill="#ff4d61" />
      <path
        d="M166 40c-8 14-8 30 0 44M202 40c8 14 8 30 0 44M184 32v60"
        stroke="#c00021"
        strokeWidth="3"
        fill="none"
      />
      <rect x="170" y="90" width="28" height="8" rx="3" fill="#ffd76a" />
      <path d="M178 98v22M184 98v26M190 98v22" stroke="#ffd76a" strokeWidth="2" />
      <g transform="rotate(-12 104 150)">
        <rect x="56" y="84" width="96" height="128" rx="12" fill="#ffd76a" />
        <path d="M56 98l48 36 48-36" fill="none" stroke="#e0a800" strokeWidth="4" />
        <circle cx="104" cy="150" r="20" fill="#e60028" />
        <circle cx="104" cy="150" r="12" fill="none" stroke="#ffd76a" strokeWidth="3" />
        <path d="M72 190h64" stroke="#e0a800" strokeWidth="4" strokeLinecap="round" />
      </g>
      <path
        d="M0 214c48-22 96-10 150 20M58 202c6-20 24-32 44-34M110 216c14-12 30-14 46-10"
        stroke="#7a4522"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <g fill="#ffc928">
        <use href="#landing-blossom" x="100" y="166" />
        <use href="#landing-blossom" x="64" y="196" />
        <use href="#landing-blossom" x="152" y="206" />
        <use href="#landing-blossom" x="20" y="206" />
      </g>
      <g fill="#e0a800">
        <circle cx="100" cy="166" r="3" />
        <circle cx="64" cy="196" r="3" />
        <circle cx="152" cy="206" r="3" />
        <circle cx="20" cy="206" r="3" />
      </g>
    </svg>
  )
}

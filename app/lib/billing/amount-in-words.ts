// An amount in words, as Indian invoices print it: "Rupees One Lakh Eighteen Thousand and
// Fifty Paise Only". Rupees are grouped in lakhs and crores; other currencies in
// thousands and millions.

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

const UNITS: Record<string, [major: string, minor: string]> = {
  INR: ["Rupees", "Paise"],
  AUD: ["Australian Dollars", "Cents"],
  CAD: ["Canadian Dollars", "Cents"],
  GBP: ["Pounds Sterling", "Pence"],
  USD: ["US Dollars", "Cents"],
  EUR: ["Euros", "Cents"],
};

function belowHundred(n: number): string {
  return n < 20 ? ONES[n] : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", belowHundred(n % 100)].filter(Boolean).join(" ");
}

/** Whole units in words: Indian grouping (crore, lakh, thousand) or international (billion, million, thousand). */
export function wholeInWords(n: number, indian: boolean): string {
  if (n === 0) return "Zero";
  const groups: [number, string][] = indian
    ? [
        [10_000_000, "Crore"],
        [100_000, "Lakh"],
        [1_000, "Thousand"],
      ]
    : [
        [1_000_000_000, "Billion"],
        [1_000_000, "Million"],
        [1_000, "Thousand"],
      ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count) words.push(`${indian && size === 10_000_000 ? wholeInWords(count, true) : belowThousand(count)} ${name}`);
    rest %= size;
  }
  if (rest) words.push(belowThousand(rest));
  return words.join(" ");
}

/** "Rupees Fifty Nine Thousand Only": an amount of minor units in words, in its currency. */
export function amountInWords(minor: number, currency: string): string {
  const [major, minorName] = UNITS[currency] ?? [currency, "Cents"];
  const whole = Math.floor(Math.abs(minor) / 100);
  const fraction = Math.abs(minor) % 100;
  const sign = minor < 0 ? "Minus " : "";
  const parts = `${sign}${major} ${wholeInWords(whole, currency === "INR")}`;
  return fraction ? `${parts} and ${belowHundred(fraction)} ${minorName} Only` : `${parts} Only`;
}

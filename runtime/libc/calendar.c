/* calendar.c — gmtime, localtime, mktime, timegm, asctime, ctime (and
 * their _r forms) and difftime: calendar arithmetic in UTC. The program's
 * time zone is taken to be UTC: the replay runtime sets TZ=UTC0, where
 * glibc's localtime is gmtime with tm_zone "UTC". strftime: the C locale.
 *
 * gmtime counts days from 1970-01-01 and splits them into years, months and
 * days of the proleptic Gregorian calendar, in 400-year eras starting on
 * March 1st (so that the leap day ends a year); the fields are those glibc
 * fills, tm_zone "GMT". A year that does not fit tm_year (an int) is
 * EOVERFLOW and NULL, as glibc says. */
#include <stdio.h>
#include <time.h>

#define SYMX_MODEL __attribute__((weak))
#define SYMX_EOVERFLOW 75

int *__errno_location(void);

/* Floor division and its remainder (b > 0). */
static long long floor_div(long long a, long long b) { return a / b - (a % b < 0); }
static long long floor_mod(long long a, long long b) { return a % b < 0 ? a % b + b : a % b; }

/* Days from 1970-01-01 to the first of January of year y. */
static long long days_to_year(long long y) {
  long long p = y - 1; /* leap days before y, counted from year 0 */
  long long leaps = floor_div(p, 4) - floor_div(p, 100) + floor_div(p, 400);
  long long leaps1970 = 1969 / 4 - 1969 / 100 + 1969 / 400;
  return (y - 1970) * 365 + leaps - leaps1970;
}

SYMX_MODEL struct tm *gmtime_r(const time_t *t, struct tm *tm) {
  long long s = (long long)*t, days = floor_div(s, 86400), secs = floor_mod(s, 86400);
  /* the era of 400 years (146097 days) from March 1st of year 0 */
  long long z = days + 719468, era = floor_div(z, 146097), doe = z - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100); /* from March 1st */
  long long mp = (5 * doy + 2) / 153;                       /* March = 0 */
  long long mday = doy - (153 * mp + 2) / 5 + 1, mon = mp < 10 ? mp + 2 : mp - 10;
  long long year = yoe + era * 400 + (mon < 2);
  if (year - 1900 > 2147483647ll || year - 1900 < -2147483647ll - 1) {
    *__errno_location() = SYMX_EOVERFLOW;
    return 0;
  }
  tm->tm_sec = (int)(secs % 60);
  tm->tm_min = (int)(secs / 60 % 60);
  tm->tm_hour = (int)(secs / 3600);
  tm->tm_mday = (int)mday;
  tm->tm_mon = (int)mon;
  tm->tm_year = (int)(year - 1900);
  tm->tm_wday = (int)floor_mod(days + 4, 7); /* 1970-01-01 was a Thursday */
  tm->tm_yday = (int)(days - days_to_year(year));
  tm->tm_isdst = 0;
  tm->tm_gmtoff = 0;
  tm->tm_zone = "GMT";
  return tm;
}

static struct tm tm_result; /* what gmtime and localtime return */

SYMX_MODEL struct tm *gmtime(const time_t *t) { return gmtime_r(t, &tm_result); }

SYMX_MODEL struct tm *localtime_r(const time_t *t, struct tm *tm) {
  if (!gmtime_r(t, tm)) return 0;
  tm->tm_zone = "UTC";
  return tm;
}

SYMX_MODEL struct tm *localtime(const time_t *t) { return localtime_r(t, &tm_result); }

extern void symx_mktime_with_daylight_saving_time(void) __attribute__((weak));

/* The time of the broken-down time tm, its fields normalised in place (out
 * of range values carry into the next field, as mktime does), with zone;
 * -1 and EOVERFLOW when it is out of time_t's range. */
static time_t normalise(struct tm *tm, const char *zone) {
  static const int before_month[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
  long long year = tm->tm_year + 1900ll + floor_div(tm->tm_mon, 12), mon = floor_mod(tm->tm_mon, 12);
  int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  long long days = days_to_year(year) + before_month[mon] + (leap && mon > 1) + tm->tm_mday - 1;
  long long t = days * 86400 + tm->tm_hour * 3600ll + tm->tm_min * 60ll + tm->tm_sec;
  time_t r = (time_t)t;
  if (r != t || !gmtime_r(&r, tm)) {
    *__errno_location() = SYMX_EOVERFLOW;
    return -1;
  }
  tm->tm_zone = zone;
  return r;
}

/* In UTC, which has no daylight saving time: tm_isdst > 0 asks for a time
 * glibc moves by an hour, which is not modelled (unsupported). */
SYMX_MODEL time_t mktime(struct tm *tm) {
  if (tm->tm_isdst > 0) {
    if (symx_mktime_with_daylight_saving_time) symx_mktime_with_daylight_saving_time();
    return -1;
  }
  return normalise(tm, "UTC");
}

SYMX_MODEL time_t timegm(struct tm *tm) { return normalise(tm, "GMT"); }

/* "Thu Jan  1 00:00:00 1970\n", as glibc's asctime writes it ("???" for a
 * day or month out of range). */
SYMX_MODEL char *asctime_r(const struct tm *tm, char *buf) {
  static const char days[] = "SunMonTueWedThuFriSat", months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
  const char *d = tm->tm_wday >= 0 && tm->tm_wday < 7 ? days + 3 * tm->tm_wday : "???";
  const char *m = tm->tm_mon >= 0 && tm->tm_mon < 12 ? months + 3 * tm->tm_mon : "???";
  if (tm->tm_year > 2147483647 - 1900) {
    *__errno_location() = SYMX_EOVERFLOW;
    return 0;
  }
  sprintf(buf, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", d, m, tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec,
          tm->tm_year + 1900);
  return buf;
}

static char asc_buf[114]; /* room for every int field */

SYMX_MODEL char *asctime(const struct tm *tm) { return asctime_r(tm, asc_buf); }

SYMX_MODEL char *ctime_r(const time_t *t, char *buf) {
  struct tm tm;
  return localtime_r(t, &tm) ? asctime_r(&tm, buf) : 0;
}

SYMX_MODEL char *ctime(const time_t *t) { return ctime_r(t, asc_buf); }

/* t1 - t0, rounded once (the difference of two 64-bit times fits in 64
 * unsigned bits with its sign apart). */
SYMX_MODEL double difftime(time_t t1, time_t t0) {
  if (t1 >= t0) return (double)((unsigned long long)t1 - (unsigned long long)t0);
  return -(double)((unsigned long long)t0 - (unsigned long long)t1);
}

/* ---- strftime: the C locale's conversions (E and O ignored), no flags or widths ---- */

extern void symx_strftime_conversion_unsupported(void) __attribute__((weak));

typedef struct Out {
  char *buf;
  unsigned long max, n; /* n: characters the whole result needs */
} Out;

static void put_char(Out *o, char c) {
  if (o->n + 1 < o->max) o->buf[o->n] = c;
  o->n++;
}

static void put_str(Out *o, const char *s) {
  while (*s) put_char(o, *s++);
}

/* v in decimal, at least `width` digits, padded with `pad` ('0' or ' '). */
static void put_num(Out *o, long long v, int width, char pad) {
  char d[24];
  int k = 0;
  unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  do d[k++] = (char)('0' + u % 10); while (u /= 10);
  if (v < 0) put_char(o, '-'), width--;
  for (int i = k; i < width; i++) put_char(o, pad);
  while (k) put_char(o, d[--k]);
}

static int year_days(long long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 366 : 365; }

/* The ISO 8601 week of tm and its year (weeks start on Monday; week 1 holds
 * the year's first Thursday). */
static int iso_week(const struct tm *tm, long long *year) {
  long long y = tm->tm_year + 1900ll;
  int thursday = tm->tm_yday - (tm->tm_wday + 6) % 7 + 3; /* this week's Thursday, as a day of y */
  if (thursday < 0) thursday += year_days(--y);
  else if (thursday >= year_days(y)) thursday -= year_days(y++);
  *year = y;
  return thursday / 7 + 1;
}

static void put_format(Out *o, const char *f, const struct tm *tm);

static int strchr_c(const char *s, char c) {
  for (; *s; s++)
    if (*s == c) return 1;
  return 0;
}

/* One conversion c; 0 when it is not modelled. */
static int put_conversion(Out *o, char c, const struct tm *tm) {
  static const char *const days[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
  static const char *const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
  int wd = tm->tm_wday >= 0 && tm->tm_wday < 7, mo = tm->tm_mon >= 0 && tm->tm_mon < 12;
  int h12 = tm->tm_hour % 12 == 0 ? 12 : tm->tm_hour % 12;
  long long year = tm->tm_year + 1900ll, iso_year;
  char abbr[4] = {0};
  switch (c) {
  case 'a': case 'A': case 'b': case 'h': case 'B': {
    const char *name = c == 'a' || c == 'A' ? (wd ? days[tm->tm_wday] : "?") : (mo ? months[tm->tm_mon] : "?");
    for (int i = 0; i < 3 && name[i]; i++) abbr[i] = name[i];
    put_str(o, c == 'A' || c == 'B' ? name : abbr);
    return 1;
  }
  case 'c': put_format(o, "%a %b %e %H:%M:%S %Y", tm); return 1;
  case 'C': put_num(o, year >= 0 ? year / 100 : -((-year + 99) / 100), 2, '0'); return 1;
  case 'd': put_num(o, tm->tm_mday, 2, '0'); return 1;
  case 'D': case 'x': put_format(o, "%m/%d/%y", tm); return 1;
  case 'e': put_num(o, tm->tm_mday, 2, ' '); return 1;
  case 'F': put_format(o, "%Y-%m-%d", tm); return 1;
  case 'g': iso_week(tm, &iso_year); put_num(o, (iso_year % 100 + 100) % 100, 2, '0'); return 1;
  case 'G': iso_week(tm, &iso_year); put_num(o, iso_year, 1, '0'); return 1;
  case 'H': put_num(o, tm->tm_hour, 2, '0'); return 1;
  case 'I': put_num(o, h12, 2, '0'); return 1;
  case 'j': put_num(o, tm->tm_yday + 1, 3, '0'); return 1;
  case 'k': put_num(o, tm->tm_hour, 2, ' '); return 1;
  case 'l': put_num(o, h12, 2, ' '); return 1;
  case 'm': put_num(o, tm->tm_mon + 1, 2, '0'); return 1;
  case 'M': put_num(o, tm->tm_min, 2, '0'); return 1;
  case 'n': put_char(o, '\n'); return 1;
  case 'p': put_str(o, tm->tm_hour >= 12 ? "PM" : "AM"); return 1;
  case 'P': put_str(o, tm->tm_hour >= 12 ? "pm" : "am"); return 1;
  case 'r': put_format(o, "%I:%M:%S %p", tm); return 1;
  case 'R': put_format(o, "%H:%M", tm); return 1;
  case 'S': put_num(o, tm->tm_sec, 2, '0'); return 1;
  case 't': put_char(o, '\t'); return 1;
  case 'T': case 'X': put_format(o, "%H:%M:%S", tm); return 1;
  case 'u': put_num(o, (tm->tm_wday + 6) % 7 + 1, 1, '0'); return 1;
  case 'U': put_num(o, (tm->tm_yday + 7 - tm->tm_wday) / 7, 2, '0'); return 1;
  case 'V': put_num(o, iso_week(tm, &iso_year), 2, '0'); return 1;
  case 'w': put_num(o, tm->tm_wday, 1, '0'); return 1;
  case 'W': put_num(o, (tm->tm_yday + 7 - (tm->tm_wday + 6) % 7) / 7, 2, '0'); return 1;
  case 'y': put_num(o, (year % 100 + 100) % 100, 2, '0'); return 1;
  case 'Y': put_num(o, year, 1, '0'); return 1;
  case 'z': {
    long off = tm->tm_gmtoff, a = off < 0 ? -off : off;
    put_char(o, off < 0 ? '-' : '+');
    put_num(o, a / 3600 * 100 + a / 60 % 60, 4, '0');
    return 1;
  }
  case 'Z': put_str(o, tm->tm_zone ? tm->tm_zone : ""); return 1;
  case 's': { /* mktime's seconds of a copy of tm (-1 when out of range) */
    struct tm copy = *tm;
    put_num(o, mktime(&copy), 1, '0');
    return 1;
  }
  case '%': put_char(o, '%'); return 1;
  default: return 0;
  }
}

static void put_format(Out *o, const char *f, const struct tm *tm) {
  for (; *f; f++) {
    if (*f != '%') {
      put_char(o, *f);
      continue;
    }
    /* E and O change nothing in the C locale, before the conversions
     * they may precede; glibc prints any other pairing as it stands */
    if ((f[1] == 'E' && f[2] && strchr_c("cCxXyY", f[2])) || (f[1] == 'O' && f[2] && strchr_c("deHImMSuUVwWy", f[2])))
      f++;
    if (!f[1] || !put_conversion(o, *++f, tm)) {
      if (symx_strftime_conversion_unsupported) symx_strftime_conversion_unsupported();
      return;
    }
  }
}

/* The text's length without its NUL, or 0 when it (and the NUL) does not
 * fit in max. %s is mktime's seconds (in UTC; tm_isdst > 0 is unsupported,
 * as for mktime). The flags and widths of glibc's strftime, and E or O
 * before a conversion they do not go with, are not modelled: unsupported. */
SYMX_MODEL size_t strftime(char *restrict buf, size_t max, const char *restrict fmt, const struct tm *restrict tm) {
  Out o = {buf, max, 0};
  put_format(&o, fmt, tm);
  if (o.n + 1 > max) return 0;
  buf[o.n] = 0;
  return o.n;
}

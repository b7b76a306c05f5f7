/* calendar.c — gmtime, localtime, mktime, timegm, asctime, ctime (and
 * their _r forms) and difftime: calendar arithmetic in UTC. The program's
 * time zone is taken to be UTC: the replay runtime sets TZ=UTC0, where
 * glibc's localtime is gmtime with tm_zone "UTC". strftime is not modelled.
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

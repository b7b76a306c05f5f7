/* calendar.c — gmtime, gmtime_r and difftime: UTC calendar arithmetic,
 * which needs no time zone (localtime, mktime and strftime do, and are not
 * modelled: their calls end the path as unsupported).
 *
 * gmtime counts days from 1970-01-01 and splits them into years, months and
 * days of the proleptic Gregorian calendar, in 400-year eras starting on
 * March 1st (so that the leap day ends a year); the fields are those glibc
 * fills, tm_zone "GMT". A year that does not fit tm_year (an int) is
 * EOVERFLOW and NULL, as glibc says. */
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

SYMX_MODEL struct tm *gmtime(const time_t *t) {
  static struct tm result;
  return gmtime_r(t, &result);
}

/* t1 - t0, rounded once (the difference of two 64-bit times fits in 64
 * unsigned bits with its sign apart). */
SYMX_MODEL double difftime(time_t t1, time_t t0) {
  if (t1 >= t0) return (double)((unsigned long long)t1 - (unsigned long long)t0);
  return -(double)((unsigned long long)t0 - (unsigned long long)t1);
}

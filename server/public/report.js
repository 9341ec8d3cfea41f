/*
 * The owner's analytics report (/config/analytics): draws the plots with Chart.js (the global
 * `Chart` of /assets/vendor/chart.umd.js) from the page's <script type="application/json"
 * id="report-data">. Every number is also in the tables under the plots, so nothing is lost
 * when this script does not run. Texts from visitors are drawn on canvases, never put in markup.
 */
(() => {
  'use strict';

  const source = document.getElementById('report-data');
  const Chart = window.Chart;
  if (!source || typeof Chart !== 'function') return;
  const report = JSON.parse(source.textContent || '{}');

  const COLORS = {
    ink: '#1d1b18',
    muted: '#5f5a52',
    line: '#e4dfd6',
    accent: '#2f5d50',
    second: '#1a6fd8',
    good: '#0a7f3f',
    'needs-improvement': '#a85f00',
    poor: '#b3261e',
  };

  Chart.defaults.color = COLORS.muted;
  Chart.defaults.borderColor = COLORS.line;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

  /** Options every plot shares: no animation (the numbers are there at once), sized by its box. */
  const base = {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
  };

  /** A label no longer than `max` characters. */
  const short = (text, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

  /** A vital's value as the page prints it: whole milliseconds, or a CLS score to three decimals. */
  const vitalText = (value, unit) =>
    unit === 'ms' ? `${Math.round(value).toLocaleString('en-US')} ms` : String(Number(value.toFixed(3)));

  /** Draws dashed vertical lines with a label at the x values of `options.plugins.thresholds`. */
  const thresholdLines = {
    id: 'thresholds',
    afterDatasetsDraw(chart, _args, options) {
      const { ctx, chartArea, scales } = chart;
      for (const line of options.lines || []) {
        const x = scales.x.getPixelForValue(line.value);
        ctx.save();
        ctx.strokeStyle = line.color;
        ctx.lineWidth = 2;
        ctx.setLineDash([5, 4]);
        ctx.beginPath();
        ctx.moveTo(x, chartArea.top);
        ctx.lineTo(x, chartArea.bottom);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.fillStyle = line.color;
        ctx.font = `12px ${Chart.defaults.font.family}`;
        ctx.textAlign = x > chartArea.right - 40 ? 'right' : 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(line.label, x + (ctx.textAlign === 'right' ? -4 : 4), chartArea.top);
        ctx.restore();
      }
    },
  };

  const draw = {
    daily(canvas) {
      return new Chart(canvas, {
        type: 'line',
        data: {
          labels: report.daily.map((day) => day.day.slice(5)),
          datasets: [
            {
              label: 'Visits',
              data: report.daily.map((day) => day.visits),
              borderColor: COLORS.accent,
              backgroundColor: COLORS.accent,
              tension: 0.2,
            },
            {
              label: 'Unique visitors',
              data: report.daily.map((day) => day.visitors),
              borderColor: COLORS.second,
              backgroundColor: COLORS.second,
              borderDash: [6, 4],
              tension: 0.2,
            },
          ],
        },
        options: { ...base, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
      });
    },

    pages(canvas) {
      return new Chart(canvas, {
        type: 'bar',
        data: {
          labels: report.topPages.map((page) => short(page.path, 36)),
          datasets: [
            { label: 'Views', data: report.topPages.map((page) => page.views), backgroundColor: COLORS.accent },
          ],
        },
        options: {
          ...base,
          indexAxis: 'y',
          plugins: { legend: { display: false } },
          scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    },

    funnel(canvas) {
      return new Chart(canvas, {
        type: 'bar',
        data: {
          labels: report.funnel.map((step) => step.label),
          datasets: [
            {
              label: 'Count',
              data: report.funnel.map((step) => step.count),
              backgroundColor: [COLORS.accent, COLORS.second, COLORS.good],
            },
          ],
        },
        options: {
          ...base,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    },

    errors(canvas) {
      return new Chart(canvas, {
        type: 'bar',
        data: {
          labels: report.topErrors.map((error) => short(error.message, 40)),
          datasets: [
            { label: 'Reports', data: report.topErrors.map((error) => error.count), backgroundColor: COLORS.poor },
          ],
        },
        options: {
          ...base,
          indexAxis: 'y',
          plugins: { legend: { display: false } },
          scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
    },

    vital(canvas) {
      const vital = report.vitals.find((candidate) => candidate.name === canvas.dataset.vital);
      if (!vital || vital.p75 === null) return null;
      return new Chart(canvas, {
        type: 'bar',
        data: {
          labels: [vital.name],
          datasets: [
            {
              label: '75th percentile',
              data: [vital.p75],
              backgroundColor: COLORS[vital.rating] || COLORS.muted,
              barThickness: 22,
            },
          ],
        },
        options: {
          ...base,
          indexAxis: 'y',
          layout: { padding: { top: 16 } },
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => vitalText(item.parsed.x, vital.unit) } },
            thresholds: {
              lines: [
                { value: vital.good, label: 'good', color: COLORS.good },
                { value: vital.poor, label: 'poor', color: COLORS.poor },
              ],
            },
          },
          scales: {
            // The vital's name is above the plot already.
            y: { display: false },
            x: {
              beginAtZero: true,
              suggestedMax: Math.max(vital.p75, vital.poor) * 1.15,
              ticks: { callback: (value) => vitalText(Number(value), vital.unit), maxTicksLimit: 5 },
            },
          },
        },
        plugins: [thresholdLines],
      });
    },
  };

  for (const canvas of document.querySelectorAll('canvas[data-chart]')) {
    const make = draw[canvas.dataset.chart];
    if (!make) continue;
    try {
      make(canvas);
    } catch (error) {
      // One plot failing leaves the others, and its table, in place.
      console.warn(`The "${canvas.dataset.chart}" plot could not be drawn:`, error);
    }
  }
})();

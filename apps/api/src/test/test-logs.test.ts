import { describe, expect, it } from 'vitest';
import { scanLogs } from './test-logs';

describe('scanLogs', () => {
  const requestLine = (durationMs: number, extra = '') =>
    `{"level":30,"time":1795661039170,"pid":9067,"url":"/api/x/","durationMs":${durationMs}${extra},"msg":"request"}`;

  it('does not count a response time that happens to equal a secret number', () => {
    expect(scanLogs([requestLine(13.9)], { 'lab value': '13.9' })).toEqual([]);
  });

  it('finds the number when the line carries it in a field of its own', () => {
    const line = requestLine(2.1, ',"value":13.9');
    expect(scanLogs([line], { 'lab value': '13.9' })).toEqual([{ what: 'lab value', line }]);
  });

  it('does not take a number inside a longer one for the secret', () => {
    expect(scanLogs(['{"count":113.92}'], { 'lab value': '13.9' })).toEqual([]);
  });

  it('finds text secrets whatever their case', () => {
    expect(scanLogs(['{"msg":"Ashwagandha"}'], { supplement: 'ashwagandha' })).toHaveLength(1);
  });
});

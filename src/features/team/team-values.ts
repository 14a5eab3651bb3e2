// Employees and tasks as the team screen's forms hold them, and the records they come from.
import type { WithId } from '../../data/contract';
import { todayIso } from '../../domain/dates';
import type { Subtask } from '../../domain/types';

export type Employee = WithId<'employees'>;
export type Task = WithId<'tasks'>;
export type EmployeeValues = { name: string; role: string; email: string; dateAdded: string };
export type TaskValues = {
  title: string;
  description: string;
  progress: string;
  deadline: string;
  dateCreated: string;
  status: string;
  assignedEmployees: string[];
  subtasks: Subtask[];
  /** The client the task is for ('' none). */
  clientId: string;
  /** The member it is assigned to ('' = the writer; owner-field.tsx). */
  ownerId: string;
};

export const blankEmployee = (): EmployeeValues => ({ name: '', role: '', email: '', dateAdded: todayIso() });
export const employeeValues = (e: Employee): EmployeeValues => ({ name: e.name, role: e.role, email: e.email, dateAdded: e.dateAdded });
export const blankTask = (): TaskValues => ({
  title: '',
  description: '',
  progress: '0',
  deadline: '',
  dateCreated: todayIso(),
  status: 'pending',
  assignedEmployees: [],
  subtasks: [],
  clientId: '',
  ownerId: '',
});
export const taskValues = (t: Task): TaskValues => ({
  title: t.title,
  description: t.description,
  progress: String(t.progress),
  deadline: t.deadline,
  dateCreated: t.dateCreated,
  status: t.status,
  assignedEmployees: t.assignedEmployees,
  subtasks: t.subtasks,
  clientId: t.clientId ?? '',
  ownerId: t.ownerId ?? '',
});

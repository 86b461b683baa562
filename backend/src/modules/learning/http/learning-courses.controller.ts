import { randomUUID } from 'node:crypto';
import { LEARNING_LIMITS } from '@pivot/rules';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch, IfMatch } from '../../../platform/http/if-match.js';
import { DeleteLearningCourse, LearningCourseNotFoundError, MAX_COURSE_LESSONS, SaveLearningCourse } from '../domain/learning-course.js';
import { DIFFICULTIES, LEARNING_CONTENT_TYPES, type Difficulty, type LearningContentType } from '../events/learning-content.events.js';
import { ListLearningCoursesQuery } from '../queries/list-learning-courses.handler.js';

export class SaveLearningCourseRequest {
  @ApiProperty() @IsString({ message: 'コース名は必須です' }) title: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: '説明は文字列で入力してください' }) description?: string;
  @ApiProperty({ type: [String], maxItems: MAX_COURSE_LESSONS, description: 'Lesson ids in study order' })
  @IsArray({ message: 'レッスンを選んでください' })
  @ArrayMaxSize(MAX_COURSE_LESSONS, { message: LEARNING_LIMITS.courseLessons.message })
  @IsString({ each: true, message: 'レッスンを選んでください' })
  lessonIds: string[];
}

export class CourseLessonProgressResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: "The lesson's title, as the library lists it" }) title: string;
  @ApiProperty({ enum: LEARNING_CONTENT_TYPES }) contentType: LearningContentType;
  @ApiProperty({ enum: DIFFICULTIES }) difficulty: Difficulty;
  @ApiProperty({ description: 'Minutes (the library’s duration)' }) duration: number;
  @ApiProperty({ description: "The reader's progress, 0..100 (the library's rule: a finished lesson is 100)" }) progress: number;
  @ApiProperty() completed: boolean;
  @ApiProperty() started: boolean;
}

export class LearningCourseResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String], description: 'The lessons in order (those the reader may see)' }) lessonIds: string[];
  @ApiProperty() revision: number;
  @ApiProperty({ type: [CourseLessonProgressResponse], description: "The same lessons, each with its title, kind, level and minutes and the reader's own progress" }) lessons: CourseLessonProgressResponse[];
  @ApiProperty({ description: "The mean of the lessons' progress, rounded" }) percent: number;
  @ApiProperty() completedCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'The first lesson in order not finished (「続きから学ぶ」); null when all are' }) nextLessonId: string | null;
  @ApiProperty({ description: 'The reader has started one of its lessons' }) started: boolean;
}

const AUTHORS_ONLY = 'Authors only (userType team_admin or admin)';

/** Courses: lessons in the order to study them (decision 0096). Everyone signed in reads; authors save. */
@ApiTags('learning-courses')
@Controller('api/learning-courses')
export class LearningCoursesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Access('signed_in')
  @ApiAnswers({ ok: { type: [LearningCourseResponse], description: "Newest first, each with the reader's progress and the lesson to continue with" } })
  list(@CurrentUser() user: SessionUser): Promise<LearningCourseResponse[]> {
    return this.queryBus.execute(new ListLearningCoursesQuery(user.id, user.isAdmin));
  }

  @Get(':id')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: LearningCourseResponse, description: "One course with the reader's progress and the lesson to continue with" }, notFound: 'Unknown course' })
  get(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<LearningCourseResponse> {
    return this.one(id, user);
  }

  @Post()
  @Access('team_admin')
  @ApiAnswers({ created: LearningCourseResponse, badRequest: 'No title, no lessons, a lesson twice or unknown', forbidden: AUTHORS_ONLY })
  async create(@Body() body: SaveLearningCourseRequest, @CurrentUser() user: SessionUser): Promise<LearningCourseResponse> {
    const courseId = randomUUID();
    await this.save(courseId, body, user);
    return this.one(courseId, user);
  }

  @Put(':id')
  @Access('team_admin')
  @ApiIfMatch()
  @ApiAnswers({ ok: LearningCourseResponse, badRequest: 'No title, no lessons, a lesson twice or unknown', forbidden: AUTHORS_ONLY, notFound: 'Unknown course', conflict: 'A stale If-Match' })
  async update(@Param('id') id: string, @Body() body: SaveLearningCourseRequest, @CurrentUser() user: SessionUser, @IfMatch() ifMatch: number | undefined): Promise<LearningCourseResponse> {
    await this.one(id, user);
    await this.save(id, body, user, ifMatch);
    return this.one(id, user);
  }

  @Delete(':id')
  @Access('team_admin')
  @HttpCode(204)
  @ApiAnswers({ noContent: 'The course is gone from the list; its lessons stay in the library', forbidden: AUTHORS_ONLY, notFound: 'Unknown course' })
  async remove(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new DeleteLearningCourse({ courseId: id }, user));
  }

  private save(courseId: string, body: SaveLearningCourseRequest, user: SessionUser, ifMatch?: number): Promise<void> {
    const course = { title: body.title, description: body.description ?? '', lessonIds: body.lessonIds };
    return this.commandBus.execute(new SaveLearningCourse({ courseId, course, knownLessonIds: [] }, user, ifMatch));
  }

  private async one(id: string, user: SessionUser): Promise<LearningCourseResponse> {
    const [course] = await this.queryBus.execute(new ListLearningCoursesQuery(user.id, user.isAdmin, id));
    if (!course) throw new LearningCourseNotFoundError();
    return course;
  }
}
